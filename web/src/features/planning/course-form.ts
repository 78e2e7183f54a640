import type { CatalogCourseFieldsFragment, CatalogCourseInput, CatalogCourseLevel } from '../../gql/graphql';

/** The course form's fields (lists as the multi-selects hold them). */
export interface CourseFormValues {
  code: string;
  title: string;
  subjectArea: string;
  credits: number;
  gradeLevels: number[];
  level: CatalogCourseLevel;
  prerequisites: string[];
  entranceAreas: string[];
}

export const NEW_COURSE: CourseFormValues = {
  code: '', title: '', subjectArea: '', credits: 1, gradeLevels: [9, 10, 11, 12], level: 'STANDARD', prerequisites: [], entranceAreas: [],
};

/** A SCED subject area is two digits ("01" … "24"); the server says so too, the form says it first. */
export const SCED_AREA = /^\d{2}$/;

export function courseFormValues(c: CatalogCourseFieldsFragment): CourseFormValues {
  return {
    code: c.code, title: c.title, subjectArea: c.subjectArea, credits: c.credits, gradeLevels: [...c.gradeLevels].sort((a, b) => a - b),
    level: c.level, prerequisites: [...c.prerequisites], entranceAreas: [...c.entranceAreas],
  };
}

const cleanList = (values: readonly string[] | undefined, write: (v: string) => string): string[] =>
  [...new Set((values ?? []).map((v) => write(v.trim())).filter(Boolean))];

/** What createCourse and updateCourse take: text trimmed, codes upper-cased as the catalog writes them, lists without blanks. */
export function courseInput(v: CourseFormValues): CatalogCourseInput {
  return {
    code: v.code.trim().toUpperCase(),
    title: v.title.trim(),
    subjectArea: v.subjectArea.trim(),
    credits: Number(v.credits),
    gradeLevels: [...new Set(v.gradeLevels)].sort((a, b) => a - b),
    level: v.level,
    prerequisites: cleanList(v.prerequisites, (c) => c.toUpperCase()),
    entranceAreas: cleanList(v.entranceAreas, (a) => a.toLowerCase()),
  };
}
