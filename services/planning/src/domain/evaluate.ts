import { checkSet, type CheckedEntry, type PlanProblem, type RequirementSetCheck } from './checks.js';
import type { CatalogCourse } from './course.js';
import type { PlanEntry } from './plan.js';
import { planProblems, roomByGrade } from './problems.js';
import type { RequirementSet } from './requirement-set.js';

/**
 * Runs every check of a plan: each set against its entries, and the plan's own problems. Entries are read against
 * the catalog as it is now (a course changed since it was placed counts as it reads now); a course no longer in the
 * catalog counts with what the entry kept of it. `currentGrade` is the student's grade (null: from the plan).
 */
export function evaluatePlan(
  entries: readonly PlanEntry[], catalog: ReadonlyMap<string, CatalogCourse>, sets: readonly RequirementSet[], currentGrade: number | null,
): { checks: RequirementSetCheck[]; problems: PlanProblem[] } {
  const placed = entries.map((e) => {
    const c = catalog.get(e.courseId);
    return {
      code: c?.code ?? e.code, title: c?.title ?? e.title, credits: c?.credits ?? e.credits, grade: e.grade, term: e.term,
      // Order and grade checks are for courses ahead; a completed course is a fact.
      gradeLevels: e.state === 'PLANNED' ? c?.gradeLevels ?? [] : [], prerequisites: e.state === 'PLANNED' ? c?.prerequisites ?? [] : [],
      areas: [`sced:${c?.subjectArea ?? e.subjectArea}`, ...(c?.entranceAreas ?? [])],
      completed: e.state === 'COMPLETED', mark: e.mark,
    };
  });
  const grade = currentGrade ?? inferredGrade(entries);
  const horizon = { currentGrade: grade, room: roomByGrade(placed.filter((p) => p.grade >= grade), grade) };
  const checked: CheckedEntry[] = placed;
  return { checks: sets.map((s) => checkSet(s, checked, horizon)), problems: planProblems(placed) };
}

/** Without a grade on the record: the grade after the last one with completed courses (9 for none). */
function inferredGrade(entries: readonly PlanEntry[]): number {
  const done = entries.filter((e) => e.state === 'COMPLETED').map((e) => e.grade);
  return done.length ? Math.max(...done) + 1 : 9;
}
