import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { admin, counselorA, maya, principal, seed } from '../../test/support/test-letters.js';
import { testPacket, type TestPacket } from '../../test/support/test-packet.js';

/** Two guardians of Maya: each answer of the family part says which of them wrote it, to staff. */
const lucia = { ...principal('g-lucia', 'guardian', undefined, ['Lucía', 'Chen']), studentUserIds: ['u-maya'] };
const marco = { ...principal('g-marco', 'guardian', undefined, ['Marco', 'Núñez']), studentUserIds: ['u-maya'] };

let t: TestPacket;
let f1: string;
let f2: string;
beforeEach(async () => {
  t = await testPacket();
  await seed(t);
  [f1, f2] = (await t.brag.family(lucia, 'st-maya')).items.map((i) => i.questionId);
  await t.brag.saveFamily(lucia, 'st-maya', [{ questionId: f1, answer: 'Su curiosidad' }]);
  await t.brag.saveFamily(marco, 'st-maya', [{ questionId: f2, answer: 'Cuando cuidó a su abuela' }]);
});
afterEach(async () => t.close());

describe('the author of a family answer', () => {
  it('is each answer\u2019s guardian, by the name they had when writing, for staff only', async () => {
    // Lucía's later rename does not rewrite the answer she wrote before.
    await t.brag.family({ ...lucia, firstName: 'Lucy' }, 'st-maya');
    const staff = await t.brag.get(counselorA, 'st-maya');
    expect(staff.familyItems.map((i) => i.writtenBy)).toEqual(['Lucía Chen', 'Marco Núñez', null]);
    expect(staff.items.every((i) => i.writtenBy === null)).toBe(true);
    expect((await t.brag.family(admin, 'st-maya')).items.map((i) => i.writtenBy)).toEqual(['Lucía Chen', 'Marco Núñez', null]);
    // The student and the guardians read the answers without who wrote them.
    expect((await t.brag.get(maya, 'st-maya')).familyItems.map((i) => i.writtenBy)).toEqual([null, null, null]);
    expect((await t.brag.family(maya, 'st-maya')).items.map((i) => i.writtenBy)).toEqual([null, null, null]);
    expect((await t.brag.family(marco, 'st-maya')).items.map((i) => i.writtenBy)).toEqual([null, null, null]);
  });

  it('survives the student\u2019s own save, and follows whoever rewrote an answer', async () => {
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }]);
    await t.brag.saveFamily(marco, 'st-maya', [{ questionId: f1, answer: 'Su constancia' }]);
    const staff = await t.brag.get(counselorA, 'st-maya');
    expect(staff.familyItems.map((i) => [i.answer, i.writtenBy])).toEqual([['Su constancia', 'Marco Núñez'], ['Cuando cuidó a su abuela', 'Marco Núñez'], ['', null]]);
    expect(staff.items[0]).toMatchObject({ answer: 'Built a rover', writtenBy: null });
  });

  it('goes into the student\u2019s export by name, never by the guardian\u2019s account id', async () => {
    for (const who of [admin, maya]) {
      const part = JSON.parse(JSON.stringify(await t.records.exportPart(who, { studentId: 'st-maya', studentUserId: 'u-maya' }))) as { items: { bragSheet: { answers: { answer: string; writtenBy?: string }[] } } };
      expect(part.items.bragSheet.answers.map((a) => [a.answer, a.writtenBy])).toEqual([['Su curiosidad', 'Lucía Chen'], ['Cuando cuidó a su abuela', 'Marco Núñez']]);
      expect(JSON.stringify(part)).not.toMatch(/g-lucia|g-marco/);
    }
  });

  it('is erased with the student\u2019s brag sheet', async () => {
    const removed = await t.participant.erase({ deletionId: 'del-1', studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request', requestedBy: 'admin-1', at: '2026-11-20T15:00:00.000Z' });
    expect(removed).toContainEqual({ item: 'brag sheet', count: 1 });
    expect(await t.store.bragSheets.answers('st-maya')).toBeNull();
  });
});
