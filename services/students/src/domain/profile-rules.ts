import { z } from 'zod';
import { ValidationError, plainText } from '@counsel/kit';
import { COURSE_LEVELS, GRADES, type Activity, type Course, type ProfileFields } from './student.js';

/** Messages a student sees when a value is out of range. */
export const RULES = {
  gpa: 'GPA must be a number from 0 to 4.0 with at most two decimals',
  sat: 'SAT score must be a whole number from 400 to 1600',
  act: 'ACT score must be a whole number from 1 to 36',
  grade: 'Grade must be one of 9, 10, 11 or 12',
  targetColleges: 'Target colleges must be a whole number of 0 or more',
  text: (label: string, max: number) => `${label} must be text of at most ${max} characters`,
  courseName: 'Each course needs a name of at most 200 characters',
  courseLevel: 'Course level must be AP, Honors or Regular',
  courseGrade: 'Course grade must be text of at most 20 characters',
  courses: 'At most 40 courses can be listed',
  activityName: 'Each activity needs a name of at most 200 characters',
  activityRole: 'Activity role must be text of at most 200 characters',
  years: 'Years must be a whole number from 0 to 12',
  hours: 'Hours per week must be a number from 0 to 168',
  activities: 'At most 40 activities can be listed',
} as const;

const LONG = 5000;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Empty optional values become null; strings holding numbers ("3.85") become numbers. */
const optionalNumber = (message: string, check: (n: number) => boolean) =>
  z.preprocess((v) => {
    if (isBlank(v)) return null;
    if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
    return v;
  }, z.number(message).refine(check, message).nullable());

/** Free text: no control characters; long answers (text areas) may keep tabs and line breaks. */
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (isBlank(v) ? null : typeof v === 'string' ? v.trim() : v),
    z.string(RULES.text(label, max)).max(max, RULES.text(label, max)).check(plainText(label, { multiline: max >= LONG })).nullable());

/** True when n has at most two decimals (3.85 yes, 3.855 no), tolerant of binary rounding. */
export const hasTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Stored rounded to hundredths, so 0.1 + 0.2 is kept as 0.3. */
export const gpaRule = optionalNumber(RULES.gpa, (n) => Number.isFinite(n) && n >= 0 && n <= 4 && hasTwoDecimals(n))
  .transform((n) => (n === null ? null : Math.round(n * 100) / 100));
export const satRule = optionalNumber(RULES.sat, (n) => Number.isInteger(n) && n >= 400 && n <= 1600);
export const actRule = optionalNumber(RULES.act, (n) => Number.isInteger(n) && n >= 1 && n <= 36);
export const gradeRule = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.enum(GRADES, RULES.grade).nullable(),
);
export const targetCollegesRule = z.preprocess(
  (v) => (isBlank(v) ? 0 : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number(RULES.targetColleges).int(RULES.targetColleges).min(0, RULES.targetColleges).max(1000, RULES.targetColleges),
);

export const profileFieldsSchema = z.object({
  dateOfBirth: optionalText('Date of birth', 40),
  siblings: optionalText('Siblings', 500),
  gpa: gpaRule,
  satScore: satRule,
  actScore: actRule,
  classRank: optionalText('Class rank', 40),
  grade: gradeRule,
  highSchoolName: optionalText('High school name', 200),
  highSchoolLocation: optionalText('High school location', 200),
  apIbHonors: optionalText('AP/IB/Honors courses', LONG),
  activitiesOutsideSchool: optionalText('Activities outside school', LONG),
  clubs: optionalText('Clubs', LONG),
  internshipsVolunteer: optionalText('Internships and volunteer work', LONG),
  leadership: optionalText('Leadership', LONG),
  targetColleges: targetCollegesRule,
});

export const courseSchema = z.object({
  courseName: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string(RULES.courseName).min(1, RULES.courseName).max(200, RULES.courseName).check(plainText('Course name'))),
  level: z.enum(COURSE_LEVELS, RULES.courseLevel),
  grade: z.preprocess((v) => (isBlank(v) ? null : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string(RULES.courseGrade).max(20, RULES.courseGrade).check(plainText('Course grade')).nullable()),
});

export const activitySchema = z.object({
  name: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string(RULES.activityName).min(1, RULES.activityName).max(200, RULES.activityName).check(plainText('Activity name'))),
  role: z.preprocess((v) => (isBlank(v) ? null : typeof v === 'string' ? v.trim() : v), z.string(RULES.activityRole).max(200, RULES.activityRole).check(plainText('Activity role')).nullable()),
  years: optionalNumber(RULES.years, (n) => Number.isInteger(n) && n >= 0 && n <= 12),
  hoursPerWeek: optionalNumber(RULES.hours, (n) => Number.isFinite(n) && n >= 0 && n <= 168),
});

const coursesSchema = z.array(courseSchema, RULES.courses).max(40, RULES.courses);
const activitiesSchema = z.array(activitySchema, RULES.activities).max(40, RULES.activities);

/** Parses with a schema; the first problem becomes a ValidationError (a 400 with its message). */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(r.error.issues[0]?.message ?? 'Invalid input');
  return r.data;
}

export const parseProfileFields = (input: unknown): ProfileFields => parseWith(profileFieldsSchema, input ?? {}) as ProfileFields;
export const parseCourses = (input: unknown): Course[] => parseWith(coursesSchema, input ?? []) as Course[];
export const parseActivities = (input: unknown): Activity[] => parseWith(activitiesSchema, input ?? []) as Activity[];
