import { isStaff, type Principal } from './auth.js';

/**
 * Who may see which student (FERPA's legitimate educational interest): admins see the district; counselors
 * see students of the schools they are assigned to; students see themselves. Every subgraph that returns
 * student data asks these, so the rule is enforced on the server wherever the data is.
 */

/**
 * The school every deployment has from its first start. A student whose record names no school (a
 * self-registered student before the roster enrolled them, or data from before schools existed) belongs to
 * it, and staff whose token carries no `schools` claim are assigned to it, so a one-school deployment behaves
 * as the spec reads: every counselor sees every student.
 */
export const DEFAULT_SCHOOL_ID = 'school-default';

/** The schools whose students the caller may see: 'all' for admins, a list for counselors, none for others. */
export function visibleSchools(p: Principal): 'all' | string[] {
  if (p.role === 'admin') return 'all';
  if (p.role === 'counselor') return p.schoolIds ?? [DEFAULT_SCHOOL_ID];
  return [];
}

/** Whether the caller may read a student of `schoolId` (null: the default school) whose account is `studentUserId`. */
export function canSeeStudent(p: Principal, studentUserId: string, schoolId: string | null | undefined): boolean {
  if (p.role === 'student') return p.userId === studentUserId;
  if (!isStaff(p)) return false;
  const schools = visibleSchools(p);
  return schools === 'all' || schools.includes(schoolId ?? DEFAULT_SCHOOL_ID);
}

/** Whether a staff caller may act within `schoolId` (admins everywhere; counselors in their schools). */
export function canActInSchool(p: Principal, schoolId: string): boolean {
  const schools = visibleSchools(p);
  return schools === 'all' || schools.includes(schoolId);
}

/**
 * Whether a guardian may read the student whose account is `studentUserId`: only a student identity linked them
 * to, and only while that link is in force (identity leaves out links the age-of-majority consent switched off).
 * Every other role gets false: a service admits guardians explicitly, with a narrowed view, where it calls this.
 */
export function canGuardianSee(p: Principal, studentUserId: string): boolean {
  return p.role === 'guardian' && (p.studentUserIds ?? []).includes(studentUserId);
}
