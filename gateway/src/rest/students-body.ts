import { z } from 'zod';
import { studentRuleMessages as RULES } from '@counsel/students';
import { jsonBody } from './body.js';

/**
 * The students routes' bodies as zod schemas: a REST body becomes the GraphQL input of the students
 * subgraph. Only types are settled here ("3.85" becomes 3.85, "" becomes null); ranges and ownership
 * are the subgraph's to check, with the same messages.
 */
const INT32 = 2 ** 31 - 1;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number or a numeric string; blank reads as null. */
const numberOrNull = (int: boolean, message: string) => z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number(message).refine((n) => Number.isFinite(n) && (!int || (Number.isInteger(n) && Math.abs(n) <= INT32)), message).nullable(),
);

/** Text (a number or true/false is taken as its text); absent reads as null. */
const textOrNull = (label: string) => z.preprocess(
  (v) => (v === undefined ? null : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
  z.string(`${label} must be text`).nullable(),
);

/** POST /api/students and PUT /api/students/{id}: profile fields plus userId. */
export const profileBody = jsonBody({
  userId: z.string('User not found').nullish().transform((v) => v ?? null),
  gpa: numberOrNull(false, RULES.gpa),
  satScore: numberOrNull(true, RULES.sat),
  actScore: numberOrNull(true, RULES.act),
  targetColleges: numberOrNull(true, RULES.targetColleges),
  dateOfBirth: textOrNull('Date of birth'),
  siblings: textOrNull('Siblings'),
  classRank: textOrNull('Class rank'),
  grade: textOrNull('Grade'),
  highSchoolName: textOrNull('High school name'),
  highSchoolLocation: textOrNull('High school location'),
  apIbHonors: textOrNull('AP/IB/Honors courses'),
  activitiesOutsideSchool: textOrNull('Activities outside school'),
  clubs: textOrNull('Clubs'),
  internshipsVolunteer: textOrNull('Internships and volunteer work'),
  leadership: textOrNull('Leadership'),
});

/** A list of objects; anything else is refused with one message. */
const listOf = <S extends z.ZodRawShape>(shape: S, message: string) => z.array(z.object(shape, { error: message }), message);

export const coursesBody = jsonBody({
  courses: listOf({
    courseName: z.string(RULES.courseName),
    level: z.enum(['AP', 'Honors', 'Regular'], RULES.courseLevel),
    grade: textOrNull('Course grade'),
  }, 'courses must be a list of courses'),
});

export const activitiesBody = jsonBody({
  activities: listOf({
    name: z.string(RULES.activityName),
    role: textOrNull('Activity role'),
    years: numberOrNull(true, RULES.years),
    hoursPerWeek: numberOrNull(false, RULES.hours),
  }, 'activities must be a list of activities'),
});

const statements = (label: string) => z.array(z.string(`${label} must be a list of statements`), `${label} must be a list of statements`)
  .nullish().transform((v) => v ?? []);

/** POST /api/students/{id}/college-preferences. */
export const preferencesBody = jsonBody({
  studentId: textOrNull('studentId'),
  overallFeeling: textOrNull('Overall feeling'),
  concerns: textOrNull('Concern'),
  collegeSearchStarted: textOrNull('College search started'),
  collegeSizePreferences: statements('College size preferences'),
  locationPreferences: statements('Location preferences'),
  academicsExtracurricularsPreferences: statements('Academics and extracurriculars preferences'),
});
