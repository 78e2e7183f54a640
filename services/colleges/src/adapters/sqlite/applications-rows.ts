import type { Application, ApplicationChange, CuratedDeadline, Materials, Plan } from '../../domain/application.js';
import type { StudentRecord } from '../../domain/student-record.js';
import type { CalendarFeedRecord } from '../../ports/feeds-repository.js';

export interface StudentRow {
  student_id: string; user_id: string; school_id: string; counselor_user_id: string | null; first_name: string | null; last_name: string | null;
  grade: string | null; gpa: number | null; sat: number | null; act: number | null; status: string;
}
export interface ApplicationRow {
  id: string; student_id: string; college_id: string; college_name: string; plan: string | null; status: string; cycle: number;
  own_deadline: string | null; materials: string; created_at: string; updated_at: string;
}
export interface ChangeRow { id: string; application_id: string; student_id: string; at: string; actor_id: string; actor_name: string | null; summary: string }
export interface DeadlineRow { college_id: string; cycle: number; plan: string; date: string; updated_by: string | null; updated_at: string }
export interface FeedRow { student_id: string; feed_id: string; token_hash: string; created_at: string; revoked_at: string | null }

export const toStudent = (r: StudentRow): StudentRecord => ({
  studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, counselorUserId: r.counselor_user_id, firstName: r.first_name, lastName: r.last_name,
  grade: r.grade as StudentRecord['grade'], gpa: r.gpa, satScore: r.sat, actScore: r.act, status: r.status as StudentRecord['status'],
});
export const studentParams = (s: StudentRecord, defaultSchool: string) =>
  [s.studentId, s.userId, s.schoolId ?? defaultSchool, s.counselorUserId, s.firstName, s.lastName, s.grade, s.gpa, s.satScore, s.actScore, s.status];

export const toApplication = (r: ApplicationRow): Application => ({
  id: r.id, studentId: r.student_id, collegeId: r.college_id, collegeName: r.college_name, plan: r.plan as Plan | null,
  status: r.status as Application['status'], cycle: r.cycle, ownDeadline: r.own_deadline, materials: JSON.parse(r.materials) as Materials,
  createdAt: r.created_at, updatedAt: r.updated_at,
});
export const applicationParams = (a: Application) =>
  [a.id, a.studentId, a.collegeId, a.collegeName, a.plan, a.status, a.cycle, a.ownDeadline, JSON.stringify(a.materials), a.createdAt, a.updatedAt];

export const toChange = (r: ChangeRow): ApplicationChange => ({
  id: r.id, applicationId: r.application_id, studentId: r.student_id, at: r.at, actorId: r.actor_id, actorName: r.actor_name, summary: r.summary,
});
export const toDeadline = (r: DeadlineRow): CuratedDeadline => ({
  collegeId: r.college_id, cycle: r.cycle, plan: r.plan as Plan, date: r.date, updatedBy: r.updated_by, updatedAt: r.updated_at,
});
export const toFeed = (r: FeedRow): CalendarFeedRecord => ({
  studentId: r.student_id, feedId: r.feed_id, tokenHash: r.token_hash, createdAt: r.created_at, revokedAt: r.revoked_at,
});
