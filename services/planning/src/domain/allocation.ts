import type { Requirement } from './requirement-set.js';

/** A course as a set counts it: its areas, its credits, and whether it is done (with a mark that counts) or planned. */
export interface CountedCourse {
  code: string;
  areas: readonly string[];
  credits: number;
  completed: boolean;
  grade: number;
}

export interface Tally { completed: number; planned: number }

/**
 * Shares the courses' credits among a set's area requirements: completed courses first (so "completed" is as much
 * as it can be), courses matching fewer requirements before those matching many, and each course's credits to the
 * requirements it matches in the set's order, what one does not need going on to the next. A course that counts
 * for two areas thus fills the one that needs it, and a fifth year of English fills an elective ("g", NCAA's
 * additional core) once English has its four.
 */
export function allocate(requirements: readonly Requirement[], courses: readonly CountedCourse[]): Tally[] {
  const tallies = requirements.map((): Tally => ({ completed: 0, planned: 0 }));
  const need = requirements.map((r) => (r.areas.length > 0 ? r.credits : 0));
  // Which requirements take an area, so a course's matches are a few map reads (this runs for every plan of a district).
  const byArea = new Map<string, number[]>();
  requirements.forEach((r, i) => { for (const a of r.areas) byArea.set(a, [...(byArea.get(a) ?? []), i]); });
  const matches = (c: CountedCourse) => {
    const found: number[] = [];
    for (const a of c.areas) for (const i of byArea.get(a) ?? []) if (!found.includes(i)) found.push(i);
    return found.sort((x, y) => x - y);
  };
  const ordered = courses.map((c) => ({ c, m: matches(c) })).filter((x) => x.m.length > 0)
    .sort((x, y) => Number(y.c.completed) - Number(x.c.completed) || x.m.length - y.m.length || x.c.grade - y.c.grade);
  for (const { c, m } of ordered) {
    let left = c.credits;
    for (const i of m) {
      if (left <= 0) break;
      const take = Math.min(left, need[i]);
      if (take <= 0) continue;
      need[i] -= take;
      left -= take;
      if (c.completed) tallies[i].completed += take; else tallies[i].planned += take;
    }
  }
  return tallies;
}
