import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import type { Application, ApplicationChange, CuratedDeadline } from '../../domain/application.js';
import type { StudentRecord } from '../../domain/student-record.js';
import type { CalendarFeedRecord } from '../../ports/feeds-repository.js';
import type { ApplicationDoc, ChangeDoc, DeadlineDoc, FeedDoc, StudentDoc } from './applications-models.js';

export const toStudent = ({ _id, ...s }: StudentDoc): StudentRecord => ({
  studentId: _id, userId: s.userId, schoolId: s.schoolId ?? DEFAULT_SCHOOL_ID, counselorUserId: s.counselorUserId ?? null, firstName: s.firstName ?? null,
  lastName: s.lastName ?? null, grade: s.grade ?? null, gpa: s.gpa ?? null, satScore: s.satScore ?? null, actScore: s.actScore ?? null, status: s.status ?? 'active',
});
export const toApplication = ({ _id, ...a }: ApplicationDoc): Application => ({
  id: _id, studentId: a.studentId, collegeId: a.collegeId, collegeName: a.collegeName, plan: a.plan ?? null, status: a.status, cycle: a.cycle,
  ownDeadline: a.ownDeadline ?? null, materials: a.materials, createdAt: a.createdAt, updatedAt: a.updatedAt,
});
export const toChange = ({ _id, ...c }: ChangeDoc): ApplicationChange => ({
  id: _id, applicationId: c.applicationId, studentId: c.studentId, at: c.at, actorId: c.actorId, actorName: c.actorName ?? null, summary: c.summary,
});
export const toDeadline = (d: DeadlineDoc): CuratedDeadline => ({
  collegeId: d.collegeId, cycle: d.cycle, plan: d.plan, date: d.date, updatedBy: d.updatedBy ?? null, updatedAt: d.updatedAt,
});
export const toFeed = ({ _id, ...f }: FeedDoc): CalendarFeedRecord => ({ studentId: _id, feedId: f.feedId, tokenHash: f.tokenHash, createdAt: f.createdAt, revokedAt: f.revokedAt ?? null });
export const deadlineId = (collegeId: string, cycle: number, plan: string) => `${collegeId}|${cycle}|${plan}`;
export const byName = (a: StudentRecord, b: StudentRecord) =>
  (a.lastName ?? '').localeCompare(b.lastName ?? '', 'en', { sensitivity: 'base' }) || (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en', { sensitivity: 'base' });

