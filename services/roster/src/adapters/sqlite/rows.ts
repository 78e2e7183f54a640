import type { Role } from '@counsel/kit';
import type { CaseloadRule } from '../../domain/caseload-rule.js';
import type { Enrollment } from '../../domain/enrollment.js';
import type { RosterUser } from '../../domain/roster-user.js';
import type { School } from '../../domain/school.js';
import type { StoredImport } from '../../ports/imports-repository.js';

export interface SchoolRow { id: string; name: string; nces_id: string | null; city: string | null; state: string | null; sourced_id: string | null; archived: number; created_at: string; updated_at: string }
export interface UserRow { user_id: string; email: string; role: Role; first_name: string | null; last_name: string | null; sourced_id: string | null; active: number }
export interface EnrollmentRow {
  student_user_id: string; student_id: string | null; school_id: string; grade: Enrollment['grade']; status: Enrollment['status'];
  manual_counselor_id: string | null; counselor_id: string | null; sourced_id: string | null; first_name: string | null; last_name: string | null;
  email: string | null; graduated_at: string | null; updated_at: string;
}
export interface RuleRow { id: string; school_id: string; counselor_id: string; grade_from: number; grade_to: number; surname_from: string; surname_to: string; position: number }
export interface ImportRow {
  id: string; format: StoredImport['format']; status: StoredImport['status']; file_name: string | null; file_hash: string; counts: string; rejected: string;
  created_by_id: string; created_at: string; applied_at: string | null; applied_with_rejections: number; upload_id: string; blob_id: string; new_accounts: number;
  encoding: string | null;
}

export const toSchool = (r: SchoolRow): School => ({
  id: r.id, name: r.name, ncesId: r.nces_id, city: r.city, state: r.state, sourcedId: r.sourced_id, archived: r.archived === 1, createdAt: r.created_at, updatedAt: r.updated_at,
});
export const schoolParams = (s: School) => [s.id, s.name, s.ncesId, s.city, s.state, s.sourcedId, s.archived ? 1 : 0, s.createdAt, s.updatedAt];

export const toUser = (r: UserRow): RosterUser => ({
  userId: r.user_id, email: r.email, role: r.role, firstName: r.first_name, lastName: r.last_name, sourcedId: r.sourced_id, active: r.active === 1,
});
export const userParams = (u: RosterUser) => [u.userId, u.email, u.role, u.firstName, u.lastName, u.sourcedId, u.active ? 1 : 0];

export const toEnrollment = (r: EnrollmentRow): Enrollment => ({
  studentUserId: r.student_user_id, studentId: r.student_id, schoolId: r.school_id, grade: r.grade, status: r.status,
  manualCounselorId: r.manual_counselor_id, counselorId: r.counselor_id, sourcedId: r.sourced_id, firstName: r.first_name,
  lastName: r.last_name, email: r.email, graduatedAt: r.graduated_at, updatedAt: r.updated_at,
});
export const enrollmentParams = (e: Enrollment) => [
  e.studentUserId, e.studentId, e.schoolId, e.grade, e.status, e.manualCounselorId, e.counselorId, e.sourcedId, e.firstName, e.lastName, e.email, e.graduatedAt, e.updatedAt,
];

export const toRule = (r: RuleRow): CaseloadRule => ({
  id: r.id, schoolId: r.school_id, counselorId: r.counselor_id, gradeFrom: r.grade_from, gradeTo: r.grade_to, surnameFrom: r.surname_from, surnameTo: r.surname_to, position: r.position,
});

export const toImport = (r: ImportRow): StoredImport => ({
  id: r.id, format: r.format, status: r.status, fileName: r.file_name, fileHash: r.file_hash, counts: JSON.parse(r.counts) as StoredImport['counts'],
  rejected: JSON.parse(r.rejected) as StoredImport['rejected'], createdById: r.created_by_id, createdAt: r.created_at, appliedAt: r.applied_at,
  appliedWithRejections: r.applied_with_rejections === 1, uploadId: r.upload_id, blobId: r.blob_id,
  newAccounts: r.new_accounts, encoding: r.encoding === null ? null : JSON.parse(r.encoding) as StoredImport['encoding'],
});
export const importParams = (i: StoredImport) => [
  i.id, i.format, i.status, i.fileName, i.fileHash, JSON.stringify(i.counts), JSON.stringify(i.rejected), i.createdById, i.createdAt, i.appliedAt,
  i.appliedWithRejections ? 1 : 0, i.uploadId, i.blobId, i.newAccounts, i.encoding === null ? null : JSON.stringify(i.encoding),
];
