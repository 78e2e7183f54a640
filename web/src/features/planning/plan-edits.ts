import type { AcademicPlanEntryInput, AcademicPlanFieldsFragment, AcademicTerm, PlanEntryState } from '../../gql/graphql';

export type PlanEntry = AcademicPlanFieldsFragment['entries'][number];
type Problem = AcademicPlanFieldsFragment['problems'][number];

/** The grid's columns: a full-year course, then the semesters, then summer school. */
export const TERMS: readonly AcademicTerm[] = ['FULL_YEAR', 'FALL', 'SPRING', 'SUMMER'];

/** An entry's place in the plan: one course once per grade and term (the key React and removal use). */
export const entryKey = (e: Pick<PlanEntry, 'courseId' | 'grade' | 'term'>): string => `${e.courseId}:${e.grade}:${e.term}`;

/** What savePlan and submitPlan take: every entry, as the student placed it. */
export function planInput(entries: readonly PlanEntry[]): { entries: AcademicPlanEntryInput[] } {
  return {
    entries: entries.map((e) => ({ courseId: e.courseId, grade: e.grade, term: e.term, state: e.state, mark: e.state === 'COMPLETED' ? e.mark ?? null : null })),
  };
}

export interface NewEntry {
  course: { id: string; code: string; title: string; credits: number; subjectArea: string };
  grade: number;
  term: AcademicTerm;
  state: PlanEntryState;
  mark?: string | null;
}

/** The entries with one more course; the same course in the same grade and term replaces the one there. */
export function withEntry(entries: readonly PlanEntry[], add: NewEntry): PlanEntry[] {
  const { course, grade, term, state } = add;
  const mark = state === 'COMPLETED' ? add.mark?.trim() || null : null;
  const entry: PlanEntry = { courseId: course.id, code: course.code, title: course.title, credits: course.credits, subjectArea: course.subjectArea, grade, term, state, mark };
  const key = entryKey(entry);
  return [...entries.filter((e) => entryKey(e) !== key), entry];
}

export const withoutEntry = (entries: readonly PlanEntry[], key: string): PlanEntry[] => entries.filter((e) => entryKey(e) !== key);

/** The problems that name this entry's course in its grade (and term, when the problem names one). */
export function problemsOf(problems: readonly Problem[], e: Pick<PlanEntry, 'code' | 'grade' | 'term'>): Problem[] {
  return problems.filter((p) => p.courseCode === e.code && (p.grade == null || p.grade === e.grade) && (p.term == null || p.term === e.term));
}

/** Whether two lists hold the same entries (in any order), so an approved plan knows it has unsent changes. */
export function sameEntries(a: readonly PlanEntry[], b: readonly PlanEntry[]): boolean {
  const line = (e: PlanEntry) => `${entryKey(e)}:${e.state}:${e.mark ?? ''}`;
  const x = a.map(line).sort();
  const y = b.map(line).sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
