import { describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { openSqlite, type SqliteDatabase } from '../store/sqlite.js';
import { outboxEvent } from './outbox.js';
import { OUTBOX_TABLE_SQL } from './sqlite-outbox.js';
import { SqliteUnitStore } from './sqlite-unit-store.js';

interface NoteWrites { add(id: string): void }

/** The smallest store a service would write: one repository's writes over the store's own file. */
class NotesStore extends SqliteUnitStore<NoteWrites> {
  protected override readonly writes: NoteWrites;
  constructor(db: SqliteDatabase) {
    super(db);
    this.writes = { add: (id) => { db.prepare('INSERT INTO notes (id) VALUES (?)').run(id); } };
  }
  notes() { return this.db.prepare('SELECT id FROM notes ORDER BY id').pluck().all(); }
}

const open = () => new NotesStore(openSqlite(':memory:', 'unit-store-test', [`CREATE TABLE notes (id TEXT PRIMARY KEY); ${OUTBOX_TABLE_SQL}`]));
const event = (fileId: string) => outboxEvent(Subjects.knowledgeFileUploaded, { fileId });

describe('SqliteUnitStore', () => {
  it('commits a unit of work with its events in the store\'s own outbox', async () => {
    const store = open();
    await store.write((w) => { w.add('a'); w.add('b'); }, [event('a')]);
    expect(store.notes()).toEqual(['a', 'b']);
    expect((await store.outbox.pendingEvents(10)).map((e) => e.data)).toEqual([{ fileId: 'a' }]);
  });

  it('rolls the whole unit back, events included, when a write throws', async () => {
    const store = open();
    await expect(store.write((w) => { w.add('a'); w.add('a'); }, [event('a')]))
      // better-sqlite3's error comes from another realm under jest's VM modules, so it is matched by its message.
      .rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE/) });
    expect(store.notes()).toEqual([]);
    expect(await store.outbox.pendingEvents(10)).toEqual([]);
  });

  it('is ready until closed, and a second close is harmless', async () => {
    const store = open();
    expect(store.ready()).toBe(true);
    await store.close();
    expect(store.ready()).toBe(false);
    await expect(store.close()).resolves.toBeUndefined();
  });
});
