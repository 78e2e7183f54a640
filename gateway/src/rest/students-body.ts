import { studentRuleMessages as RULES } from '@counsel/students';
import { RestError } from './execute.js';

/**
 * Turns a REST body into the GraphQL input of the students subgraph. Only types are settled here
 * ("3.85" becomes 3.85, "" becomes null); ranges and ownership are the subgraph's to check.
 */
const INT32 = 2 ** 31 - 1;
const NUMBERS = {
  gpa: { int: false, message: RULES.gpa },
  satScore: { int: true, message: RULES.sat },
  actScore: { int: true, message: RULES.act },
  targetColleges: { int: true, message: RULES.targetColleges },
} as const;
const TEXTS = {
  dateOfBirth: 'Date of birth', siblings: 'Siblings', classRank: 'Class rank', grade: 'Grade', highSchoolName: 'High school name',
  highSchoolLocation: 'High school location', apIbHonors: 'AP/IB/Honors courses', activitiesOutsideSchool: 'Activities outside school',
  clubs: 'Clubs', internshipsVolunteer: 'Internships and volunteer work', leadership: 'Leadership',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function numberOrNull(v: unknown, int: boolean, message: string): number | null {
  if (blank(v)) return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isFinite(n) || (int && (!Number.isInteger(n) || Math.abs(n) > INT32))) throw new RestError(400, message);
  return n;
}

export function textOrNull(v: unknown, label: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v !== 'string') throw new RestError(400, `${label} must be text`);
  return v;
}

/** POST /api/students and PUT /api/students/{id}: profile fields plus userId. */
export function profileInput(body: Record<string, unknown>) {
  const input: Record<string, unknown> = {};
  const userId = body.userId;
  if (userId !== undefined && userId !== null && typeof userId !== 'string') throw new RestError(400, 'User not found');
  input.userId = userId ?? null;
  for (const [field, rule] of Object.entries(NUMBERS)) input[field] = numberOrNull(body[field], rule.int, rule.message);
  for (const [field, label] of Object.entries(TEXTS)) input[field] = textOrNull(body[field], label);
  return input;
}

const list = (v: unknown, message: string): Record<string, unknown>[] => {
  if (!Array.isArray(v) || v.some((i) => !i || typeof i !== 'object' || Array.isArray(i))) throw new RestError(400, message);
  return v as Record<string, unknown>[];
};

export function coursesInput(body: Record<string, unknown>) {
  return list(body.courses, 'courses must be a list of courses').map((c) => {
    if (typeof c.courseName !== 'string') throw new RestError(400, RULES.courseName);
    if (c.level !== 'AP' && c.level !== 'Honors' && c.level !== 'Regular') throw new RestError(400, RULES.courseLevel);
    return { courseName: c.courseName, level: c.level, grade: textOrNull(c.grade, 'Course grade') };
  });
}

export function activitiesInput(body: Record<string, unknown>) {
  return list(body.activities, 'activities must be a list of activities').map((a) => {
    if (typeof a.name !== 'string') throw new RestError(400, RULES.activityName);
    return {
      name: a.name,
      role: textOrNull(a.role, 'Activity role'),
      years: numberOrNull(a.years, true, RULES.years),
      hoursPerWeek: numberOrNull(a.hoursPerWeek, false, RULES.hours),
    };
  });
}

const PREFERENCE_LISTS = {
  collegeSizePreferences: 'College size preferences',
  locationPreferences: 'Location preferences',
  academicsExtracurricularsPreferences: 'Academics and extracurriculars preferences',
} as const;

/** POST /api/students/{id}/college-preferences. */
export function preferencesInput(body: Record<string, unknown>) {
  const input: Record<string, unknown> = {
    studentId: textOrNull(body.studentId, 'studentId'),
    overallFeeling: textOrNull(body.overallFeeling, 'Overall feeling'),
    concerns: textOrNull(body.concerns, 'Concern'),
    collegeSearchStarted: textOrNull(body.collegeSearchStarted, 'College search started'),
  };
  for (const [field, label] of Object.entries(PREFERENCE_LISTS)) {
    const v = body[field];
    if (v === undefined || v === null) { input[field] = []; continue; }
    if (!Array.isArray(v) || v.some((e) => typeof e !== 'string')) throw new RestError(400, `${label} must be a list of statements`);
    input[field] = v;
  }
  return input;
}
