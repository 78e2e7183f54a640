import { z } from 'zod';
import { isEntranceArea, isScedArea, ENTRANCE_AREAS } from './sced.js';

export const COURSE_LEVELS = ['STANDARD', 'HONORS', 'AP', 'IB', 'DUAL_ENROLLMENT'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export interface CatalogCourse {
  id: string;
  schoolId: string;
  code: string;
  title: string;
  subjectArea: string;
  credits: number;
  gradeLevels: number[];
  level: CourseLevel;
  /** Each needed: a course code, or codes joined by "/" when any one of them will do ("GEO/IM2"). */
  prerequisites: string[];
  entranceAreas: string[];
  updatedAt: string;
}

/** The fields an admin (or an import row) gives; the catalog adds id, school and time. */
export type CourseFields = Omit<CatalogCourse, 'id' | 'schoolId' | 'updatedAt'>;

export const COURSE_MESSAGES = {
  code: 'Code is required (up to 40 characters: letters, digits, "-", "_", ".")',
  title: 'Title is required (up to 200 characters)',
  subjectArea: 'Subject area must be a SCED subject area code, "01" to "24"',
  credits: 'Credits must be a number from 0 to 10 (1.0 is a full-year course)',
  gradeLevels: 'Grade levels must be one or more of 9, 10, 11, 12',
  level: `Level must be one of ${COURSE_LEVELS.join(', ')}`,
  prerequisites: 'Prerequisites must be course codes, or up to 5 codes joined by "/" when any one of them will do ("GEO/IM2")',
  entranceAreas: `Entrance areas must be among ${ENTRANCE_AREAS.join(', ')}`,
  duplicate: 'A course with this code is already in the catalog',
  notFound: 'Course not found',
  selfPrerequisite: 'A course cannot be its own prerequisite',
} as const;

const CODE = /^[\p{L}\p{N}._-]{1,40}$/u;
/** A prerequisite: one code, or up to five joined by "/" (any one of them). */
const PREREQUISITE = /^[\p{L}\p{N}._-]{1,40}(?:\/[\p{L}\p{N}._-]{1,40}){0,4}$/u;

/** The codes of a prerequisite: any one of them meets it. */
export const prerequisiteOptions = (p: string): string[] => p.split('/');
/** "A/ B /A" as "A/B": the codes trimmed, each once. */
const normalPrerequisite = (p: string) => [...new Set(p.split('/').map((c) => c.trim()))].join('/');
const grade = z.number(COURSE_MESSAGES.gradeLevels).int(COURSE_MESSAGES.gradeLevels).min(9, COURSE_MESSAGES.gradeLevels).max(12, COURSE_MESSAGES.gradeLevels);

/** A course's fields, checked; the catalog CSV rows and the admins' edits both pass here. */
export const courseFieldsSchema = z.object({
  code: z.string().trim().regex(CODE, COURSE_MESSAGES.code),
  title: z.string().trim().min(1, COURSE_MESSAGES.title).max(200, COURSE_MESSAGES.title),
  subjectArea: z.string().trim().refine(isScedArea, COURSE_MESSAGES.subjectArea),
  credits: z.number(COURSE_MESSAGES.credits).min(0, COURSE_MESSAGES.credits).max(10, COURSE_MESSAGES.credits),
  gradeLevels: z.array(grade, COURSE_MESSAGES.gradeLevels).min(1, COURSE_MESSAGES.gradeLevels).max(4, COURSE_MESSAGES.gradeLevels),
  level: z.enum(COURSE_LEVELS, COURSE_MESSAGES.level),
  prerequisites: z.array(z.string().transform(normalPrerequisite).pipe(z.string().regex(PREREQUISITE, COURSE_MESSAGES.prerequisites))).max(10, COURSE_MESSAGES.prerequisites).default([]),
  entranceAreas: z.array(z.string().refine(isEntranceArea, COURSE_MESSAGES.entranceAreas)).max(12, COURSE_MESSAGES.entranceAreas).default([]),
}).refine((c) => !c.prerequisites.some((p) => prerequisiteOptions(p).includes(c.code)), { message: COURSE_MESSAGES.selfPrerequisite, path: ['prerequisites'] })
  .transform((c): CourseFields => ({
    ...c,
    gradeLevels: [...new Set(c.gradeLevels)].sort((a, b) => a - b),
    prerequisites: [...new Set(c.prerequisites)],
    entranceAreas: [...new Set(c.entranceAreas)],
  }));

/** Whether two versions of a course say the same (an import row that changes nothing). */
export function sameCourse(a: CourseFields, b: CourseFields): boolean {
  return a.title === b.title && a.subjectArea === b.subjectArea && a.credits === b.credits && a.level === b.level
    && a.gradeLevels.join() === b.gradeLevels.join() && a.prerequisites.join() === b.prerequisites.join()
    && a.entranceAreas.join() === b.entranceAreas.join();
}

export { isScedArea };
