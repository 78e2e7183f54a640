import type { Principal } from '@counsel/kit';
import type { Letter } from '../domain/letter.js';
import type { RecommendationRequest } from '../domain/request.js';
import { studentName, type StudentApplication, type StudentRecord } from '../domain/student.js';
import { accountName, type StaffAccount } from '../domain/teacher.js';

/** The student as a letter needs them: what a teacher may see of the record, and no more. */
export interface StudentCard {
  studentId: string; name: string; firstName: string | null; lastName: string | null; grade: string | null; schoolId: string;
  /** Null until the roster has named the school. */
  schoolName: string | null;
}
export interface TeacherCard { userId: string; name: string; email: string | null }
/** That a letter exists, when, and how it was written; never its content (read through the letter's own field or route). */
export interface LetterSummary { kind: Letter['kind']; submittedAt: string; aiDraftUsed: boolean }

export interface RequestView {
  id: string;
  studentId: string;
  state: RecommendationRequest['state'];
  waived: boolean;
  note: string;
  declineReason: string | null;
  requestedAt: string;
  updatedAt: string;
  /** Empty: the letter is for all of the student's applications. */
  applicationIds: string[];
  /** The colleges and deadlines the letter is for (as the student's list holds them now). */
  applications: StudentApplication[];
  earliestDeadline: string | null;
  student: StudentCard;
  teacher: TeacherCard;
  /** Null until submitted, and always for the student when they waived their right to read it. */
  letter: LetterSummary | null;
}

export const studentCard = (r: RecommendationRequest, s: StudentRecord | null, schoolNames: ReadonlyMap<string, string>): StudentCard => {
  const schoolId = s?.schoolId ?? r.schoolId;
  return {
    studentId: r.studentId, name: s ? studentName(s) : r.studentId, firstName: s?.firstName ?? null, lastName: s?.lastName ?? null,
    grade: s?.grade ?? null, schoolId, schoolName: schoolNames.get(schoolId) ?? null,
  };
};

export const teacherCard = (userId: string, a: StaffAccount | null): TeacherCard => ({ userId, name: a ? accountName(a) : userId, email: a?.email ?? null });

/** The FERPA waiver: a student who waived never reads the letter, on any route or field; everyone else allowed to see the request may. */
export const letterHiddenFrom = (p: Principal, r: Pick<RecommendationRequest, 'waived'>) => p.role === 'student' && r.waived;

/** The applications a request is for: those it names that are still on the list, or the whole list. */
export function coveredApplications(r: RecommendationRequest, list: StudentApplication[]): StudentApplication[] {
  return r.applicationIds.length === 0 ? list : list.filter((a) => r.applicationIds.includes(a.applicationId));
}

export function earliestDeadline(apps: StudentApplication[]): string | null {
  return apps.map((a) => a.deadline).filter((d): d is string => d !== null).sort()[0] ?? null;
}

export interface ViewParts {
  student: StudentRecord | null; applications: StudentApplication[]; teacher: StaffAccount | null; letter: Letter | null;
  /** Names of the schools held (at least the student's). */
  schoolNames: ReadonlyMap<string, string>;
}

export function requestView(p: Principal, r: RecommendationRequest, parts: ViewParts): RequestView {
  const applications = coveredApplications(r, parts.applications);
  const letter = parts.letter && r.state === 'submitted' && !letterHiddenFrom(p, r)
    ? { kind: parts.letter.kind, submittedAt: parts.letter.submittedAt, aiDraftUsed: parts.letter.aiDraftUsed } : null;
  return {
    id: r.id, studentId: r.studentId, state: r.state, waived: r.waived, note: r.note, declineReason: r.declineReason,
    requestedAt: r.requestedAt, updatedAt: r.updatedAt, applicationIds: r.applicationIds, applications, earliestDeadline: earliestDeadline(applications),
    student: studentCard(r, parts.student, parts.schoolNames), teacher: teacherCard(r.teacherUserId, parts.teacher), letter,
  };
}

/** A teacher's queue: work still to do first, by earliest deadline (none last), then the letters done. */
type QueueKey = Pick<RequestView, 'state' | 'earliestDeadline' | 'requestedAt'>;
export function queueOrder(a: QueueKey, b: QueueKey): number {
  const done = (v: QueueKey) => (v.state === 'requested' || v.state === 'accepted' ? 0 : 1);
  return done(a) - done(b) || (a.earliestDeadline ?? '9999').localeCompare(b.earliestDeadline ?? '9999') || a.requestedAt.localeCompare(b.requestedAt);
}
