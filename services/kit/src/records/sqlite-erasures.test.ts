import { describe, expect, it } from '@jest/globals';
import { openSqlite } from '../store/sqlite.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from '../outbox/sqlite-outbox.js';
import { ERASURES_TABLE_SQL, SqliteErasures, SqliteRecordErasures, sqliteStudentRows } from './sqlite-erasures.js';

const target = { deletionId: 'del-1', studentId: 'st-1', studentUserId: 'u-1' };
const confirm = (removed: { item: string; count: number }[]) => ({ id: `ev-${Math.random()}`, subject: 'test.erased', time: new Date().toISOString(), data: { removed } });

describe('SqliteErasures', () => {
  it('erases once per deletion: a second request erases nothing and confirms the first counts again', async () => {
    const db = openSqlite(':memory:', 'erasures-test', [`CREATE TABLE notes (id TEXT PRIMARY KEY, student_id TEXT); ${OUTBOX_TABLE_SQL} ${ERASURES_TABLE_SQL}`]);
    const outbox = new SqliteOutbox(db);
    const erasures = new SqliteErasures(db, outbox);
    db.prepare("INSERT INTO notes VALUES ('n1', 'st-1'), ('n2', 'st-1'), ('n3', 'st-2')").run();
    let runs = 0;
    const erase = () => {
      runs += 1;
      return [{ item: 'notes', count: db.prepare('DELETE FROM notes WHERE student_id = ?').run(target.studentId).changes }];
    };
    expect(erasures.isErased('st-1')).toBe(false);
    expect(erasures.eraseOnce(target, erase, confirm)).toEqual([{ item: 'notes', count: 2 }]);
    expect(erasures.eraseOnce(target, erase, confirm)).toEqual([{ item: 'notes', count: 2 }]);
    expect(runs).toBe(1);
    expect(erasures.isErased('st-1')).toBe(true);
    expect(erasures.isErased('st-2')).toBe(false);
    // Each request is confirmed (a redelivery must be answered), with the same counts.
    const events = await outbox.pendingEvents(10);
    expect(events.map((e) => e.data)).toEqual([{ removed: [{ item: 'notes', count: 2 }] }, { removed: [{ item: 'notes', count: 2 }] }]);
    db.close();
  });

  it('rolls the erasure back with its ledger row when it throws', () => {
    const db = openSqlite(':memory:', 'erasures-test', [`CREATE TABLE notes (id TEXT PRIMARY KEY, student_id TEXT); ${OUTBOX_TABLE_SQL} ${ERASURES_TABLE_SQL}`]);
    const erasures = new SqliteErasures(db, new SqliteOutbox(db));
    db.prepare("INSERT INTO notes VALUES ('n1', 'st-1')").run();
    expect(() => erasures.eraseOnce(target, () => {
      db.prepare('DELETE FROM notes').run();
      throw new Error('disk full');
    }, confirm)).toThrow('disk full');
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 1 });
    expect(erasures.isErased('st-1')).toBe(false);
    db.close();
  });
});

describe('SqliteRecordErasures', () => {
  it("records the ledger's row, then erases each part's rows of the one student, by profile id or by account", async () => {
    const db = openSqlite(':memory:', 'erasures-test', [`CREATE TABLE notes (id TEXT PRIMARY KEY, student_id TEXT);
      CREATE TABLE enrollments (id TEXT PRIMARY KEY, student_user_id TEXT); ${OUTBOX_TABLE_SQL} ${ERASURES_TABLE_SQL}`]);
    db.prepare("INSERT INTO notes VALUES ('n1', 'st-1'), ('n2', 'st-2')").run();
    db.prepare("INSERT INTO enrollments VALUES ('e1', 'u-1'), ('e2', 'u-2')").run();
    const erasures = new SqliteRecordErasures(db, new SqliteOutbox(db), [sqliteStudentRows(db, 'notes'), sqliteStudentRows(db, 'enrollments', 'student_user_id', 'account')]);
    const removed = [{ item: 'notes', count: 1 }];
    db.transaction(() => erasures.writes.erase(target, removed))();
    expect(db.prepare('SELECT id FROM notes').all()).toEqual([{ id: 'n2' }]);
    expect(db.prepare('SELECT id FROM enrollments').all()).toEqual([{ id: 'e2' }]);
    expect([await erasures.recorded('del-1'), await erasures.isErased('st-1'), await erasures.isUserErased('u-1')]).toEqual([removed, true, true]);
    // A second run of one deletion is refused by the ledger's key before it removes anything.
    db.prepare("INSERT INTO notes VALUES ('n3', 'st-1')").run();
    expect(() => db.transaction(() => erasures.writes.erase(target, []))()).toThrow(/UNIQUE/);
    expect(db.prepare('SELECT id FROM notes ORDER BY id').all()).toEqual([{ id: 'n2' }, { id: 'n3' }]);
    expect(await erasures.recorded('del-1')).toEqual(removed);
    db.close();
  });
});
