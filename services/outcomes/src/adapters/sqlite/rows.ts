import type { ApplicationPlan, Outcome, OutcomeResult } from '../../domain/outcome.js';
import type { StudentRecord, TrackedApplication } from '../../domain/student.js';

export interface StudentRow { student_id: string; user_id: string; school_id: string; status: StudentRecord['status']; gpa: number | null; sat: number | null; act: number | null }
export interface ApplicationRow { application_id: string; student_id: string; college_id: string; plan: string | null; status: string; submitted_at: string | null; gpa: number | null; sat: number | null; act: number | null }
export interface OutcomeRow {
  id: string; school_id: string; class_year: number; college_id: string; plan: string | null; result: string; gpa: number | null; sat: number | null; act: number | null;
  source: Outcome['source']; import_id: string | null; student_id: string | null; application_id: string | null;
}

export const toStudent = (r: StudentRow): StudentRecord => ({ studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, status: r.status, gpa: r.gpa, sat: r.sat, act: r.act });
export const toApplication = (r: ApplicationRow): TrackedApplication => ({
  applicationId: r.application_id, studentId: r.student_id, collegeId: r.college_id, plan: r.plan, status: r.status, submittedAt: r.submitted_at, gpa: r.gpa, sat: r.sat, act: r.act,
});
export const toOutcome = (r: OutcomeRow): Outcome => ({
  id: r.id, schoolId: r.school_id, classYear: r.class_year, collegeId: r.college_id, plan: r.plan as ApplicationPlan | null, result: r.result as OutcomeResult,
  gpa: r.gpa, sat: r.sat, act: r.act, source: r.source, importId: r.import_id, studentId: r.student_id, applicationId: r.application_id,
});
