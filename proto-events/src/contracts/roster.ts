/** Roster: schools, staff assignments, enrollments and imports. */
import { z } from 'zod';
import { str, text, count } from './shared.js';
import { recordErased } from './records.js';
import { Subjects } from '../subjects.js';

/** An enrollment's status as the roster holds it (the students service repeats it on the profile). */
export const enrollmentStatus = z.enum(['active', 'alumni', 'inactive']);

/** A school was created, renamed or archived (the roster service owns schools). */
const schoolChanged = z.strictObject({
  schoolId: str, name: str, ncesId: text, city: text, state: text, archived: z.boolean(),
});
/** The schools a staff member is assigned to, in full (identity mirrors it into the token's `schools` claim). */
const staffAssigned = z.strictObject({ userId: str, schoolIds: z.array(str) });
/**
 * A student's enrollment as the roster holds it, in full: school, grade, status and the counselor whose
 * caseload they are in (assigned by hand, else by the school's caseload rules; null when neither applies).
 * The students service keeps these on the student's record and creates a bare record for a student it has
 * not seen yet, so imported students are listed before they first sign in.
 */
const enrollmentChanged = z.strictObject({
  studentUserId: str, schoolId: str,
  grade: z.enum(['9', '10', '11', '12']).nullable(),
  status: enrollmentStatus,
  counselorUserId: z.string().min(1).nullable(),
  firstName: text, lastName: text, email: text,
  /** The source system's stable id (OneRoster sourcedId or the Counsel CSV's local id); null when not imported. */
  sourcedId: text,
});
/**
 * An account the roster import creates or updates. Identity creates it with no password (the user sets one
 * through a one-time link, or signs in through the district's single sign-on), updates names and email of
 * an existing one, and disables it when `active` is false.
 */
const accountImported = z.strictObject({
  userId: str, email: str, firstName: str, lastName: str,
  role: z.enum(['student', 'counselor', 'admin', 'teacher', 'guardian']),
  active: z.boolean(),
  importId: str,
});

/** A roster import names a guardian of these students: identity links them (a pair it holds already is kept as it is). */
const guardianLinked = z.strictObject({ guardianUserId: str, studentUserIds: z.array(str).min(1), importId: str });

/**
 * A roster import was applied (also one that changed nothing): who ran it, which file and what it did, for the
 * staff audit log. The counts are the roster's plan; acceptedRejections says the admin applied the valid rows
 * of a file with rejected ones.
 */
const importApplied = z.strictObject({
  importId: str, actorId: str, actorEmail: z.string(),
  fileName: text, fileHash: str,
  format: z.enum(['COUNSEL_CSV', 'ONEROSTER_ZIP']),
  counts: z.strictObject({ create: count, update: count, unchanged: count, deactivate: count, rejected: count }),
  acceptedRejections: z.boolean(),
});

export const rosterEvents = {
  [Subjects.rosterSchoolChanged]: schoolChanged,
  [Subjects.rosterStaffAssigned]: staffAssigned,
  [Subjects.rosterEnrollmentChanged]: enrollmentChanged,
  [Subjects.rosterAccountImported]: accountImported,
  [Subjects.rosterGuardianLinked]: guardianLinked,
  [Subjects.rosterImportApplied]: importApplied,
  [Subjects.rosterRecordErased]: recordErased,
} as const;

export type EnrollmentStatus = z.infer<typeof enrollmentStatus>;
export type SchoolChanged = z.infer<typeof schoolChanged>;
export type StaffAssigned = z.infer<typeof staffAssigned>;
export type EnrollmentChanged = z.infer<typeof enrollmentChanged>;
export type AccountImported = z.infer<typeof accountImported>;
export type GuardianLinked = z.infer<typeof guardianLinked>;
export type ImportApplied = z.infer<typeof importApplied>;
