import { EVERY, type OutcomeFact } from '../ports/outcome-history.js';

/** One count an outcome adds to: its school or the district, its class or every class, its college or every college. */
interface CountKey { schoolId: string; classYear: number; collegeId: string; result: string }

/** The eight counts one outcome adds 1 to. */
function countKeysOf(o: Pick<OutcomeFact, 'schoolId' | 'classYear' | 'collegeId' | 'result'>): CountKey[] {
  const keys: CountKey[] = [];
  for (const schoolId of [o.schoolId, EVERY.school]) {
    for (const classYear of [o.classYear, EVERY.classYear]) {
      for (const collegeId of [o.collegeId, EVERY.college]) keys.push({ schoolId, classYear, collegeId, result: o.result });
    }
  }
  return keys;
}

/**
 * What a batch of outcomes changes in the counts, given the rows held before (by id): the old row's counts taken
 * away and the new one's added. A row older than the one held (`at`, ISO) is skipped, as is one that changes nothing.
 */
export function countChanges(
  outcomes: readonly OutcomeFact[], held: ReadonlyMap<string, OutcomeFact & { at: string }>, at: string,
): { rows: OutcomeFact[]; delta: Map<string, { key: CountKey; n: number }> } {
  const delta = new Map<string, { key: CountKey; n: number }>();
  const add = (o: OutcomeFact, n: number) => {
    for (const key of countKeysOf(o)) {
      const k = [key.schoolId, key.classYear, key.collegeId, key.result].join('\u0000');
      const d = delta.get(k) ?? { key, n: 0 };
      d.n += n;
      delta.set(k, d);
    }
  };
  const latest = new Map<string, OutcomeFact>();
  for (const o of outcomes) latest.set(o.outcomeId, o); // a batch that names one outcome twice: its last row
  const rows: OutcomeFact[] = [];
  for (const o of latest.values()) {
    const before = held.get(o.outcomeId);
    if (before && before.at > at) continue;
    if (before && before.schoolId === o.schoolId && before.classYear === o.classYear && before.collegeId === o.collegeId && before.result === o.result) continue;
    if (before) add(before, -1);
    add(o, 1);
    rows.push(o);
  }
  for (const [k, d] of delta) if (d.n === 0) delta.delete(k);
  return { rows, delta };
}
