import type { CatalogCourse } from '../../src/domain/course.js';
import type { PlanEntry, Term } from '../../src/domain/plan.js';

/** A catalog course for tests: a full-year standard course of grades 9–12 unless told otherwise. */
export function course(code: string, subjectArea: string, entranceAreas: string[], more: Partial<CatalogCourse> = {}): CatalogCourse {
  return {
    id: `id-${code}`, schoolId: 'school-a', code, title: more.title ?? code, subjectArea, credits: 1, gradeLevels: [9, 10, 11, 12],
    level: 'STANDARD', prerequisites: [], entranceAreas, updatedAt: '2026-01-01T00:00:00.000Z', ...more,
  };
}

export const catalogOf = (courses: CatalogCourse[]) => new Map(courses.map((c) => [c.id, c]));

/** A plan entry of a course: completed with a mark, or planned (mark null). */
export function entry(c: CatalogCourse, grade: number, mark: string | null, term: Term = 'FULL_YEAR'): PlanEntry {
  return {
    courseId: c.id, code: c.code, title: c.title, credits: c.credits, subjectArea: c.subjectArea, grade, term,
    state: mark === null ? 'PLANNED' : 'COMPLETED', mark,
  };
}
