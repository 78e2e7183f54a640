/**
 * Letter marks on the usual US 4-point scale. A mark counts for a set when it is at least the set's minimum;
 * "P" (pass) counts only for a set without a minimum mark, and never enters a GPA.
 */
const POINTS: Readonly<Record<string, number>> = {
  'A+': 4.0, A: 4.0, 'A-': 3.7, 'B+': 3.3, B: 3.0, 'B-': 2.7, 'C+': 2.3, C: 2.0, 'C-': 1.7, 'D+': 1.3, D: 1.0, 'D-': 0.7, F: 0,
};

export const normalizeMark = (m: string): string => m.trim().toUpperCase();
export const isMark = (m: string): boolean => Object.hasOwn(POINTS, normalizeMark(m));
export const isCompletedMark = (m: string): boolean => isMark(m) || normalizeMark(m) === 'P';
export const markPoints = (m: string): number | null => POINTS[normalizeMark(m)] ?? null;

/** Whether a completed course's mark counts toward a set with this minimum (null: any passing mark). */
export function markCounts(mark: string, minimum: string | null): boolean {
  const m = normalizeMark(mark);
  if (m === 'F') return false;
  if (m === 'P') return minimum === null;
  const points = markPoints(m);
  if (points === null) return false;
  return minimum === null || points >= (markPoints(minimum) ?? 0);
}
