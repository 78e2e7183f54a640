import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError } from '@counsel/kit';
import { Subjects, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { eventually } from '../../../kit/test/support/eventually.js';
import { admin, counselorA, MAYA, maya, MIT, testOutcomes, type TestOutcomes } from '../../test/support/test-outcomes.js';

let t: TestOutcomes;
beforeEach(async () => { t = await testOutcomes(); });
afterEach(async () => { await t.close(); });

/** Every row of the service's own tables, as text (the erasure ledger, the tombstone every service keeps, aside). */
function scan(t: TestOutcomes): string {
  const tables = (t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('erasures', 'outbox') AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
  expect(tables).toEqual(expect.arrayContaining(['students', 'applications', 'outcomes', 'outcome_imports']));
  return tables.map((name) => JSON.stringify(t.db.prepare(`SELECT * FROM ${name}`).all())).join('\n');
}

const NAMED = { ...MAYA, firstName: 'Ánh', lastName: 'Nguyễn-Ōtsuka' };

describe('the student\'s record', () => {
  it('exports the snapshots and outcomes to the student and admins only', async () => {
    await t.profile(NAMED);
    await t.list(NAMED, [{ applicationId: 'a-mit', collegeId: MIT, status: 'admitted' }]);
    await t.graduate(NAMED);
    const part = await t.records.exportPart(maya, { studentId: MAYA.studentId, studentUserId: MAYA.userId });
    expect(part.items).toEqual({
      applicationSnapshots: [expect.objectContaining({ applicationId: 'a-mit', collegeId: MIT, gpa: 3.94 })],
      outcomes: [{ classYear: 2026, collegeId: MIT, plan: 'RD', result: 'ADMITTED', gpa: 3.94, sat: 1520, act: 34 }],
    });
    expect((await t.records.exportPart(admin, { studentId: MAYA.studentId, studentUserId: MAYA.userId })).service).toBe('outcomes');
    await expect(t.records.exportPart(counselorA, { studentId: MAYA.studentId, studentUserId: MAYA.userId })).rejects.toThrow(ForbiddenError);
  });

  it('after a deletion keeps the outcomes only as anonymous rows: a scan of the store finds no id or name, and late events drop', async () => {
    await t.profile(NAMED);
    await t.list(NAMED, [{ applicationId: 'a-mit', collegeId: MIT, status: 'admitted' }, { applicationId: 'a-rice', collegeId: '227757', status: 'denied' }]);
    await t.graduate(NAMED);
    expect(scan(t)).toContain(MAYA.studentId);
    const erased = await t.bus.record(Subjects.outcomesRecordErased) as EventEnvelope<RecordErased>[];
    await t.participant.erase({ deletionId: 'del-1', studentId: MAYA.studentId, studentUserId: MAYA.userId, reason: 'request', requestedBy: 'admin-1', at: '2026-11-20T00:00:00.000Z' });
    await eventually(() => expect(erased.map((e) => e.data)).toEqual([{
      deletionId: 'del-1', studentId: MAYA.studentId,
      removed: [{ item: 'application score snapshots', count: 2 }, { item: 'outcomes made anonymous', count: 2 }, { item: 'student record', count: 1 }],
    }]));
    const rows = t.db.prepare('SELECT * FROM outcomes').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ school_id: 'school-a', student_id: null, application_id: null });
    const text = scan(t);
    for (const id of [MAYA.studentId, MAYA.userId, 'a-mit', 'a-rice', 'Ánh', 'Nguyễn', 'Ōtsuka']) expect(text).not.toContain(id);
    // A late profile or list of the erased student is dropped; the anonymous rows still count for the school.
    await t.profile(NAMED);
    await t.list(NAMED, [{ applicationId: 'a-x', collegeId: MIT, status: 'submitted' }]);
    expect(scan(t)).not.toContain(MAYA.studentId);
    expect(await t.store.outcomes.count('school-a')).toBe(2);
    // A redelivered request confirms the first run's counts again.
    await t.participant.erase({ deletionId: 'del-1', studentId: MAYA.studentId, studentUserId: MAYA.userId, reason: 'request', requestedBy: 'admin-1', at: '2026-11-20T00:00:00.000Z' });
    await eventually(() => expect(erased).toHaveLength(2));
    expect(erased[1].data.removed).toEqual(erased[0].data.removed);
  });
});
