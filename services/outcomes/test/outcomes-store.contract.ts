import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Outcome } from '../src/domain/outcome.js';
import type { OutcomeImport } from '../src/domain/outcome-import.js';
import type { OutcomesStore } from '../src/ports/outcomes-store.js';

const outcome = (id: string, o: Partial<Outcome> = {}): Outcome => ({
  id, schoolId: 'school-a', classYear: 2025, collegeId: '166683', plan: 'EA', result: 'ADMITTED', gpa: 3.9, sat: 1500, act: null,
  source: 'ROLLOVER', importId: null, studentId: 'st-1', applicationId: `app-${id}`, ...o,
});
const imp = (id: string, status: OutcomeImport['status']): OutcomeImport => ({
  id, schoolId: 'school-a', status, fileName: 'f.csv', fileHash: 'hash-1', accepted: 1, classYears: [2024], rejected: [{ line: 3, reason: 'bad' }],
  rows: [{ classYear: 2024, collegeId: '166683', plan: null, result: 'DENIED', gpa: 3.1, sat: null, act: 25 }], createdBy: 'u', createdAt: '2026-01-01T00:00:00.000Z', appliedAt: null,
});

/** The expectations every adapter of OutcomesStore meets. */
export function describeOutcomesStoreContract(name: string, open: () => Promise<OutcomesStore>) {
  describe(`OutcomesStore contract: ${name}`, () => {
    let store: OutcomesStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => { await store.close(); });

    it('keeps students, applications, imports and the district\'s rules', async () => {
      await store.write((w) => {
        w.students.save({ studentId: 'st-1', userId: 'u-1', schoolId: 'school-a', status: 'active', gpa: 3.9, sat: 1500, act: null });
        w.students.saveApplication({ applicationId: 'a-1', studentId: 'st-1', collegeId: '166683', plan: 'EA', status: 'submitted', submittedAt: '2026-11-01T00:00:00.000Z', gpa: 3.9, sat: 1500, act: null });
        w.students.saveApplication({ applicationId: 'a-2', studentId: 'st-1', collegeId: '227757', plan: null, status: 'planning', submittedAt: null, gpa: null, sat: null, act: null });
        w.imports.save(imp('i-1', 'PREVIEWED'));
      });
      expect(await store.students.get('st-1')).toEqual({ studentId: 'st-1', userId: 'u-1', schoolId: 'school-a', status: 'active', gpa: 3.9, sat: 1500, act: null });
      expect((await store.students.ofUser('u-1')).map((s) => s.studentId)).toEqual(['st-1']);
      expect((await store.students.applications('st-1')).map((a) => [a.applicationId, a.status, a.gpa])).toEqual([['a-1', 'submitted', 3.9], ['a-2', 'planning', null]]);
      await store.write((w) => w.students.removeApplication('a-2'));
      expect((await store.students.applications('st-1')).map((a) => a.applicationId)).toEqual(['a-1']);
      expect(await store.imports.get('i-1')).toEqual(imp('i-1', 'PREVIEWED'));
      expect(await store.imports.appliedFile('school-a', 'hash-1')).toBe(false);
      await store.write((w) => w.imports.save(imp('i-1', 'APPLIED')));
      expect(await store.imports.appliedFile('school-a', 'hash-1')).toBe(true);
      expect(await store.settings.rules()).toEqual({ minimumApplicants: 5, studentsMaySee: true });
      await store.write((w) => w.settings.saveRules({ minimumApplicants: 8, studentsMaySee: false }));
      expect(await store.settings.rules()).toEqual({ minimumApplicants: 8, studentsMaySee: false });
    });

    it('reads every outcome of every school by id, and marks a one-time backfill once', async () => {
      await store.write((w) => { w.outcomes.add(outcome('o-2', { schoolId: 'school-b' })); w.outcomes.add(outcome('o-1', { studentId: null, applicationId: null })); });
      expect((await store.outcomes.all()).map((o) => [o.id, o.schoolId])).toEqual([['o-1', 'school-a'], ['o-2', 'school-b']]);
      expect(await store.settings.backfilled('history-published-v1')).toBe(false);
      await store.write((w) => w.settings.markBackfilled('history-published-v1', '2026-11-20T15:00:00.000Z'));
      await store.write((w) => w.settings.markBackfilled('history-published-v1', '2026-11-21T15:00:00.000Z'));
      expect(await store.settings.backfilled('history-published-v1')).toBe(true);
      expect(await store.settings.backfilled('another-v1')).toBe(false);
    });

    it('adds one outcome per application, follows later decisions, and erases to anonymous rows', async () => {
      await store.write((w) => {
        w.students.save({ studentId: 'st-1', userId: 'u-1', schoolId: 'school-a', status: 'alumni', gpa: 3.9, sat: 1500, act: null });
        w.outcomes.add(outcome('o-1'));
        w.outcomes.add(outcome('o-1b', { applicationId: 'app-o-1' })); // the same application again
        w.outcomes.add(outcome('o-2', { result: 'WAITLISTED' }));
        w.outcomes.add(outcome('o-3', { source: 'IMPORT', importId: 'i-1', studentId: null, applicationId: null }));
        w.outcomes.add(outcome('o-4', { source: 'IMPORT', importId: 'i-1', studentId: null, applicationId: null, collegeId: '227757' }));
      });
      expect((await store.outcomes.at('school-a', '166683')).map((o) => o.id)).toEqual(['o-1', 'o-2', 'o-3']);
      expect(await store.outcomes.count('school-a')).toBe(4);
      await store.write((w) => w.outcomes.updateResult('app-o-2', 'ADMITTED'));
      expect((await store.outcomes.ofStudent('st-1')).map((o) => [o.id, o.result])).toEqual([['o-1', 'ADMITTED'], ['o-2', 'ADMITTED']]);
      await store.write((w) => w.erasures.erase({ deletionId: 'd-1', studentId: 'st-1', studentUserId: 'u-1' }, [{ item: 'student record', count: 1 }]));
      expect(await store.outcomes.ofStudent('st-1')).toEqual([]);
      expect((await store.outcomes.at('school-a', '166683')).map((o) => [o.id, o.studentId, o.applicationId])).toEqual([['o-1', null, null], ['o-2', null, null], ['o-3', null, null]]);
      expect(await store.students.get('st-1')).toBeNull();
      expect(await store.erasures.isErased('st-1')).toBe(true);
      expect(await store.erasures.isUserErased('u-1')).toBe(true);
      expect(await store.erasures.recorded('d-1')).toEqual([{ item: 'student record', count: 1 }]);
    });
  });
}
