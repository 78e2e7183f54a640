import type { Enrollment } from '../../domain/enrollment.js';
import type { RosterUser } from '../../domain/roster-user.js';
import type { School } from '../../domain/school.js';
import type { StoredImport } from '../../ports/imports-repository.js';
import type { EnrollmentDoc, ImportDoc, SchoolDoc, UserDoc } from './models.js';

export const toSchool = ({ _id, ...s }: SchoolDoc): School => ({
  id: _id, name: s.name, ncesId: s.ncesId ?? null, city: s.city ?? null, state: s.state ?? null, sourcedId: s.sourcedId ?? null,
  archived: Boolean(s.archived), createdAt: s.createdAt, updatedAt: s.updatedAt,
});
export const toUser = ({ _id, ...u }: UserDoc): RosterUser => ({
  userId: _id, email: u.email, role: u.role, firstName: u.firstName ?? null, lastName: u.lastName ?? null, sourcedId: u.sourcedId ?? null, active: u.active !== false,
});
export const toEnrollment = ({ _id, ...e }: EnrollmentDoc): Enrollment => ({
  studentUserId: _id, studentId: e.studentId ?? null, schoolId: e.schoolId, grade: e.grade ?? null, status: e.status,
  manualCounselorId: e.manualCounselorId ?? null, counselorId: e.counselorId ?? null, sourcedId: e.sourcedId ?? null,
  firstName: e.firstName ?? null, lastName: e.lastName ?? null, email: e.email ?? null, graduatedAt: e.graduatedAt ?? null, updatedAt: e.updatedAt,
});
export const toImport = ({ _id, ...i }: ImportDoc): StoredImport => ({
  id: _id, format: i.format, status: i.status, fileName: i.fileName ?? null, fileHash: i.fileHash, counts: i.counts, rejected: i.rejected,
  createdById: i.createdById, createdAt: i.createdAt, appliedAt: i.appliedAt ?? null, appliedWithRejections: Boolean(i.appliedWithRejections),
  uploadId: i.uploadId, blobId: i.blobId, newAccounts: i.newAccounts ?? 0, encoding: i.encoding ?? null,
});
