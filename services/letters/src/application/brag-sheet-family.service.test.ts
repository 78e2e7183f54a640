import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { until } from '../../../kit/test/support/eventually.js';
import { counselorA, counselorB, daniel, maya, principal, seed } from '../../test/support/test-letters.js';
import { testPacket, type TestPacket } from '../../test/support/test-packet.js';

/** Maya's guardian (the token's students claim names her account); a guardian of Jordan only. */
const lucia = { ...principal('g-lucia', 'guardian', undefined, ['Lucía', 'Chen']), studentUserIds: ['u-maya'] };
const jordansGuardian = { ...principal('g-other', 'guardian'), studentUserIds: ['u-jordan'] };

let t: TestPacket;
beforeEach(async () => {
  t = await testPacket();
  await seed(t);
});
afterEach(async () => t.close());

describe('the family part of the brag sheet', () => {
  it('is filled in by a guardian of the student, and read by the student and staff of the school beside the student\u2019s part', async () => {
    const empty = await t.brag.family(lucia, 'st-maya');
    expect(empty.items).toHaveLength(3);
    expect(empty.items.every((i) => i.answer === '' && i.questionId.startsWith('family-'))).toBe(true);
    const [f1, f2] = empty.items;
    const saved = await t.brag.saveFamily(lucia, 'st-maya', [{ questionId: f1.questionId, answer: 'Su curiosidad y su constancia' }, { questionId: f2.questionId, answer: 'Cuando cuidó a su abuela' }]);
    expect(saved.items.map((i) => i.answer)).toEqual(['Su curiosidad y su constancia', 'Cuando cuidó a su abuela', '']);
    // The student's own answers and the family's live on one sheet; neither save takes the other's away.
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    const mine = await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }]);
    expect(mine.familyItems.map((i) => i.answer)).toEqual(['Su curiosidad y su constancia', 'Cuando cuidó a su abuela', '']);
    await t.brag.saveFamily(lucia, 'st-maya', [{ questionId: f2.questionId, answer: '' }]);
    const staffView = await t.brag.get(counselorA, 'st-maya');
    expect(staffView.items[0].answer).toBe('Built a rover');
    expect(staffView.familyItems.map((i) => i.answer)).toEqual(['Su curiosidad y su constancia', '', '']);
    expect((await t.brag.family(maya, 'st-maya')).items[0].answer).toBe('Su curiosidad y su constancia');
  });

  it('is all a guardian reads of the brag sheet, and only a guardian of the student writes it', async () => {
    await expect(t.brag.get(lucia, 'st-maya')).rejects.toThrow(NotFoundError);
    await expect(t.brag.save(lucia, 'st-maya', [])).rejects.toThrow(NotFoundError);
    await expect(t.brag.family(jordansGuardian, 'st-maya')).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(t.brag.saveFamily(jordansGuardian, 'st-maya', [])).rejects.toThrow(NotFoundError);
    await expect(t.brag.family({ ...lucia, studentUserIds: [] }, 'st-maya')).rejects.toThrow(NotFoundError);
    await expect(t.brag.family(counselorB, 'st-maya')).rejects.toThrow(NotFoundError);
    await expect(t.brag.family(daniel, 'st-maya')).rejects.toThrow(NotFoundError);
    const onlyGuardian = new ForbiddenError('Only a guardian of the student can fill in the family part of the brag sheet');
    await expect(t.brag.saveFamily(maya, 'st-maya', [])).rejects.toThrow(onlyGuardian);
    await expect(t.brag.saveFamily(counselorA, 'st-maya', [])).rejects.toThrow(onlyGuardian);
  });

  it('authorizes before it validates, then refuses questions not on the family part', async () => {
    // A stranger reads no validation message.
    await expect(t.brag.saveFamily(jordansGuardian, 'st-maya', 'nonsense')).rejects.toThrow(NotFoundError);
    await expect(t.brag.saveFamily(lucia, 'st-maya', 'nonsense')).rejects.toThrow(ValidationError);
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    await expect(t.brag.saveFamily(lucia, 'st-maya', [{ questionId: q1.questionId, answer: 'x' }])).rejects.toThrow(`Question ${q1.questionId} is not on the family part of the brag sheet`);
    await expect(t.brag.save(maya, 'st-maya', [{ questionId: (await t.brag.family(maya, 'st-maya')).items[0].questionId, answer: 'x' }])).rejects.toThrow('not on your school');
  });

  it('logs a guardian\u2019s read in the student\u2019s access log as a guardian\u2019s', async () => {
    await t.brag.family(lucia, 'st-maya');
    await until('the read is logged', () => t.reads.length > 0);
    expect(t.reads.map((e) => [e.data.studentId, e.data.actorId, e.data.actorRole, e.data.detail])).toContainEqual(['st-maya', 'g-lucia', 'guardian', 'brag sheet, family part']);
  });
});
