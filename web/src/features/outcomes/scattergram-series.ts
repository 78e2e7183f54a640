import type { OutcomeResult, ScattergramFieldsFragment } from '../../gql/graphql';

export type Test = 'SAT' | 'ACT';
export type ResultGroup = 'admitted' | 'waitlisted' | 'denied' | 'pending';
type Point = ScattergramFieldsFragment['points'][number];
type College = ScattergramFieldsFragment['college'];

/** How results are drawn: admitted (and enrolled), waitlisted or deferred, denied, and no decision recorded. */
export const RESULT_GROUP: Record<OutcomeResult, ResultGroup> = {
  ADMITTED: 'admitted', ENROLLED: 'admitted', WAITLISTED: 'waitlisted', DEFERRED: 'waitlisted', DENIED: 'denied', PENDING: 'pending',
};
export const GROUPS: readonly ResultGroup[] = ['admitted', 'waitlisted', 'denied', 'pending'];

const scoreOf = (p: { sat?: number | null; act?: number | null }, test: Test) => (test === 'SAT' ? p.sat : p.act) ?? null;

/** The test most of the points have (SAT on a tie); the caller's own when no point has either. */
export function defaultTest(points: readonly Point[]): Test {
  const sat = points.filter((p) => p.sat != null).length;
  const act = points.filter((p) => p.act != null).length;
  return act > sat ? 'ACT' : 'SAT';
}

/** Whether any point has a score of this test (the chooser offers only those). */
export const hasTest = (points: readonly Point[], test: Test) => points.some((p) => scoreOf(p, test) !== null);

/** The points of each result group as [score, GPA] pairs, for the chosen test; a point without it is left out. */
export function seriesOf(points: readonly Point[], test: Test): { group: ResultGroup; data: [number, number][] }[] {
  return GROUPS.map((group) => ({
    group,
    data: points.filter((p) => RESULT_GROUP[p.result] === group && scoreOf(p, test) !== null).map((p): [number, number] => [scoreOf(p, test)!, p.gpa]),
  })).filter((s) => s.data.length > 0);
}

/** The college's middle 50% of the test from the catalog, when it reports one. */
export function middle50(college: College, test: Test): [number, number] | null {
  const [lo, hi] = test === 'SAT' ? [college.sat25, college.sat75] : [college.act25, college.act75];
  return lo != null && hi != null ? [lo, hi] : null;
}

/** The caller's position on the chosen test's chart, when their profile has a GPA and that score. */
export function positionOf(position: ScattergramFieldsFragment['position'], test: Test): [number, number] | null {
  if (!position || position.gpa == null) return null;
  const score = scoreOf(position, test);
  return score === null ? null : [score, position.gpa];
}

/** The x axis's range: every point, the position and the middle 50%, with a little room, within the test's scale. */
export function scoreRange(points: readonly Point[], test: Test, extra: readonly (number | null | undefined)[]): [number, number] {
  const values = [...points.map((p) => scoreOf(p, test)), ...extra].filter((v): v is number => v != null);
  const [floor, ceiling, step] = test === 'SAT' ? [400, 1600, 50] : [1, 36, 1];
  if (!values.length) return [floor, ceiling];
  const lo = Math.max(floor, Math.floor((Math.min(...values) - step) / step) * step);
  const hi = Math.min(ceiling, Math.ceil((Math.max(...values) + step) / step) * step);
  return [lo, hi];
}
