import type { CollegeListChanged, ProfileUpserted, SchoolChanged } from '@counsel/proto-events';
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';

/** What letters knows of a student, from the students service's profile events: who may see them, and their card. */
export interface StudentRecord {
  studentId: string;
  userId: string;
  schoolId: string;
  counselorUserId: string | null;
  firstName: string | null;
  lastName: string | null;
  grade: '9' | '10' | '11' | '12' | null;
}

/** A school's name, as the roster (which owns schools) last announced it; an archived school keeps its name. */
export interface SchoolName { schoolId: string; name: string }

export const schoolFromEvent = (e: SchoolChanged): SchoolName => ({ schoolId: e.schoolId, name: e.name });

/** One application on the student's list, as the colleges service published it (the colleges and deadlines a letter is for). */
export interface StudentApplication {
  applicationId: string;
  studentId: string;
  collegeId: string;
  collegeName: string;
  plan: string | null;
  /** YYYY-MM-DD, null when nobody entered it. */
  deadline: string | null;
  status: string;
}

/** A missing school is the district's default school (events from before the roster). */
export function studentFromEvent(e: ProfileUpserted): StudentRecord {
  return {
    studentId: e.studentId, userId: e.userId, schoolId: e.schoolId ?? DEFAULT_SCHOOL_ID, counselorUserId: e.counselorUserId ?? null,
    firstName: e.profile.firstName, lastName: e.profile.lastName, grade: e.profile.grade,
  };
}

export function applicationsFromEvent(e: CollegeListChanged): StudentApplication[] {
  return e.applications.map((a) => ({
    applicationId: a.applicationId, studentId: e.studentId, collegeId: a.collegeId, collegeName: a.collegeName, plan: a.plan,
    deadline: a.deadline, status: a.status,
  }));
}

/** Applications (in list order) grouped by student; a student with none is left out. */
export function listsByStudent(applications: readonly StudentApplication[]): Map<string, StudentApplication[]> {
  const out = new Map<string, StudentApplication[]>();
  for (const a of applications) {
    const list = out.get(a.studentId) ?? [];
    if (list.length === 0) out.set(a.studentId, list);
    list.push(a);
  }
  return out;
}

export const sameStudent = (a: StudentRecord, b: StudentRecord) => (Object.keys(a) as (keyof StudentRecord)[]).every((k) => a[k] === b[k]);

/** "Maya Chen", or the id when the profile has no name yet (a bare roster record). */
export const studentName = (s: Pick<StudentRecord, 'firstName' | 'lastName' | 'studentId'>) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ').trim() || s.studentId;
