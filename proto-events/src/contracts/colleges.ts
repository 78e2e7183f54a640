/** Colleges: a student's college list. */
import { z } from 'zod';
import { str, text } from './shared.js';
import { recordErased, recordRead } from './records.js';
import { Subjects } from '../subjects.js';

const applicationPlan = z.enum(['ED', 'ED2', 'EA', 'REA', 'RD', 'ROLLING', 'PRIORITY']);
const applicationStatus = z.enum([
  'researching', 'planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined',
]);
/**
 * A student's college list, in full, after any change to it (an application added, changed or removed, or a
 * curated deadline that moved one of its dates). Chat's read model answers from it; the students service makes
 * targetColleges follow its length. An empty list means the student has none (again).
 */
const collegeListChanged = z.strictObject({
  studentId: str, studentUserId: str,
  applications: z.array(z.strictObject({
    applicationId: str, collegeId: str, collegeName: str, city: text, state: text,
    plan: applicationPlan.nullable(), status: applicationStatus,
    /** YYYY-MM-DD, null when nobody has entered it (unknown, never guessed). */
    deadline: z.string().nullable(),
    missing: z.array(z.string()),
    fit: z.strictObject({ level: z.enum(['REACH', 'MATCH', 'LIKELY', 'UNKNOWN']), reason: z.string() }),
    flags: z.array(z.string()),
  })),
  updatedAt: str,
});

export const collegesEvents = {
  [Subjects.collegesListChanged]: collegeListChanged,
  [Subjects.collegesRecordRead]: recordRead,
  [Subjects.collegesRecordErased]: recordErased,
} as const;

export type CollegeListChanged = z.infer<typeof collegeListChanged>;
