import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { OutcomeFact, OutcomeHistory } from '../src/ports/outcome-history.js';

const MIT = '166683';
const RICE = '227757';
const o = (outcomeId: string, f: Partial<OutcomeFact> = {}): OutcomeFact => ({ outcomeId, schoolId: 'school-a', classYear: 2024, collegeId: MIT, result: 'ADMITTED', ...f });
const T1 = '2026-06-01T00:00:00.000Z';
const T2 = '2026-07-01T00:00:00.000Z';
const byKey = <T extends { n: number }>(rows: T[], key: (r: T) => string) => Object.fromEntries(rows.map((r) => [key(r), r.n]));

/** The expectations every adapter of OutcomeHistory meets. */
export function describeOutcomeHistoryContract(name: string, open: () => Promise<OutcomeHistory>) {
  describe(`OutcomeHistory contract: ${name}`, () => {
    let h: OutcomeHistory;
    beforeEach(async () => { h = await open(); });
    afterEach(async () => { await h.close(); });

    it('counts outcomes per class and per college, for a school, some schools and the district', async () => {
      expect(await h.updatedAt()).toBeNull();
      await h.record([
        o('o1'), o('o2', { result: 'DENIED' }), o('o3', { classYear: 2025, collegeId: RICE, result: 'ENROLLED' }),
        o('o4', { schoolId: 'school-b', result: 'WAITLISTED' }),
      ], T1);
      const cls = (rows: { classYear: number; result: string; n: number }[]) => byKey(rows, (r) => `${r.classYear}:${r.result}`);
      expect(cls(await h.byClass({ schoolIds: 'all', classYear: null }))).toEqual({ '2024:ADMITTED': 1, '2024:DENIED': 1, '2024:WAITLISTED': 1, '2025:ENROLLED': 1 });
      expect(cls(await h.byClass({ schoolIds: ['school-a'], classYear: null }))).toEqual({ '2024:ADMITTED': 1, '2024:DENIED': 1, '2025:ENROLLED': 1 });
      expect(cls(await h.byClass({ schoolIds: ['school-a', 'school-b'], classYear: 2024 }))).toEqual({ '2024:ADMITTED': 1, '2024:DENIED': 1, '2024:WAITLISTED': 1 });
      expect(await h.byClass({ schoolIds: [], classYear: null })).toEqual([]);
      const col = (rows: { collegeId: string; result: string; n: number }[]) => byKey(rows, (r) => `${r.collegeId}:${r.result}`);
      expect(col(await h.byCollege({ schoolIds: 'all', classYear: null }))).toEqual({ [`${MIT}:ADMITTED`]: 1, [`${MIT}:DENIED`]: 1, [`${MIT}:WAITLISTED`]: 1, [`${RICE}:ENROLLED`]: 1 });
      expect(col(await h.byCollege({ schoolIds: ['school-b'], classYear: 2024 }))).toEqual({ [`${MIT}:WAITLISTED`]: 1 });
      expect(await h.classYears('all')).toEqual([2025, 2024]);
      expect(await h.classYears(['school-b'])).toEqual([2024]);
      expect(await h.classYears([])).toEqual([]);
      expect(await h.updatedAt()).toBe(T1);
    });

    it('keeps an outcome once by its id, follows a later decision, and ignores an older event', async () => {
      await h.record([o('o1', { result: 'WAITLISTED' })], T1);
      await h.record([o('o1', { result: 'WAITLISTED' })], T1); // redelivered
      await h.record([o('o1', { result: 'ADMITTED' })], T2); // decided later
      await h.record([o('o1', { result: 'DENIED' })], T1); // an older event, late
      expect(await h.byClass({ schoolIds: 'all', classYear: 2024 })).toEqual([{ classYear: 2024, result: 'ADMITTED', n: 1 }]);
      expect(await h.byCollege({ schoolIds: ['school-a'], classYear: null })).toEqual([{ collegeId: MIT, result: 'ADMITTED', n: 1 }]);
      expect(await h.updatedAt()).toBe(T2);
    });

    it('names colleges as the lists announce them, Unicode kept', async () => {
      await h.nameColleges([{ collegeId: MIT, name: 'MIT' }, { collegeId: RICE, name: 'Rice' }]);
      await h.nameColleges([{ collegeId: RICE, name: 'Universidad Ríce' }]);
      expect(await h.collegeNames([MIT, RICE, '000000'])).toEqual(new Map([[MIT, 'MIT'], [RICE, 'Universidad Ríce']]));
    });
  });
}
