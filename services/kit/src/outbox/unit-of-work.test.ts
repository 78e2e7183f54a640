import { describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { openSqlite } from '../store/sqlite.js';
import { outboxEvent } from './outbox.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from './sqlite-outbox.js';
import { commitSqliteUnit, StagedWrites } from './unit-of-work.js';

function openStore() {
  const db = openSqlite(':memory:', 'unit-test', [`CREATE TABLE notes (id TEXT PRIMARY KEY); ${OUTBOX_TABLE_SQL}`]);
  const writes = { add: (id: string) => { db.prepare('INSERT INTO notes (id) VALUES (?)').run(id); } };
  return { db, outbox: new SqliteOutbox(db), writes, notes: () => db.prepare('SELECT id FROM notes ORDER BY id').pluck().all() };
}
const event = (fileId: string) => outboxEvent(Subjects.knowledgeFileUploaded, { fileId });

describe('commitSqliteUnit', () => {
  it('commits the writes with their events', async () => {
    const s = openStore();
    commitSqliteUnit(s.db, s.outbox, s.writes, (w) => { w.add('a'); w.add('b'); }, [event('a')]);
    expect(s.notes()).toEqual(['a', 'b']);
    expect((await s.outbox.pendingEvents(10)).map((e) => e.data)).toEqual([{ fileId: 'a' }]);
  });

  it('rolls back every write and event when one throws', async () => {
    const s = openStore();
    expect(() => commitSqliteUnit(s.db, s.outbox, s.writes, (w) => { w.add('a'); w.add('a'); }, [event('a')]))
      .toThrow(expect.objectContaining({ message: expect.stringMatching(/UNIQUE/) }));
    expect(s.notes()).toEqual([]);
    expect(await s.outbox.pendingEvents(10)).toEqual([]);
  });

  it('refuses a callback that is not synchronous, writing nothing', async () => {
    const s = openStore();
    expect(() => commitSqliteUnit(s.db, s.outbox, s.writes, async (w) => { w.add('a'); }, [event('a')])).toThrow(/synchronously/);
    expect(s.notes()).toEqual([]);
    expect(await s.outbox.pendingEvents(10)).toEqual([]);
  });
});

describe('StagedWrites', () => {
  it('runs staged writes in call order and sends consecutive replacements of one model as one bulk write', async () => {
    const calls: string[] = [];
    const model = { bulkWrite: async (ops: { replaceOne: { filter: { _id: string } } }[]) => { calls.push(`bulk ${ops.map((o) => o.replaceOne.filter._id).join(',')}`); } };
    const uow = new StagedWrites();
    uow.replace(model, { _id: '1' });
    uow.replace(model, { _id: '2' });
    uow.stage(async () => { calls.push('staged'); });
    uow.replace(model, { _id: '3' });
    expect(calls).toEqual([]);
    await uow.run(undefined);
    expect(calls).toEqual(['bulk 1,2', 'staged', 'bulk 3']);
  });
});
