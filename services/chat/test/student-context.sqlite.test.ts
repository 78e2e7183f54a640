import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, openSqlite } from '@counsel/kit';
import { openChatStores, type ChatStores } from '../src/adapters/open-adapters.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteStudentContextStore } from '../src/adapters/sqlite/sqlite-student-context-store.js';
import type { StudentProfileData } from '../src/domain/student-context.js';

const profile = (firstName: string): StudentProfileData => ({
  firstName, lastName: 'Lovelace', email: 'ada@example.org', grade: '11', gpa: 3.9, satScore: 1500, actScore: null,
  classRank: null, highSchoolName: 'North', highSchoolLocation: null, targetColleges: 4, apIbHonors: null,
  activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, courses: [], activities: [],
});

// The parsed context a store keeps between turns: what another process writes to the same file is read, and what
// every turn shares cannot be changed by one of them.
describe('SQLite student context kept between turns', () => {
  const opened: ChatStores[] = [];
  let dir = '';
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const open = async () => {
    const s = await openChatStores({ MONGODB_URL: undefined, DATA_DIR: dir }, createLogger('test', 'silent'));
    opened.push(s);
    return s;
  };

  it('reads what another connection to the same file wrote since', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chat-context-'));
    const reader = await open();
    const writer = await open();
    await reader.contexts.upsertProfile('s-1', 'u-1', profile('Ada'), '2026-03-01T00:00:00.000Z');
    expect((await reader.contexts.get('s-1'))?.profile.firstName).toBe('Ada');
    await writer.contexts.upsertProfile('s-1', 'u-1', profile('Grace'), '2026-03-02T00:00:00.000Z');
    await writer.contexts.addDocument('s-1', { documentId: 'd-1', fileName: 'essay.pdf', fileType: 'application/pdf' }, '2026-03-02T00:00:00.000Z');
    const after = await reader.contexts.get('s-1');
    expect(after?.profile.firstName).toBe('Grace');
    expect(after?.documents.map((d) => d.documentId)).toEqual(['d-1']);
  });

  it('reads anew after any write to the context tables on its own connection, whatever code path makes it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chat-context-'));
    const db = openSqlite(dir, 'chat', migrations);
    try {
      const store = new SqliteStudentContextStore(db);
      await store.upsertProfile('s-1', 'u-1', profile('Ada'), '2026-03-01T00:00:00.000Z');
      expect((await store.get('s-1'))?.profile.firstName).toBe('Ada');
      // Written past the store's own methods (a future writer, a repair): the tables' triggers still move the revision.
      db.prepare('UPDATE student_context SET profile_json = ? WHERE student_id = ?').run(JSON.stringify(profile('Grace')), 's-1');
      expect((await store.get('s-1'))?.profile.firstName).toBe('Grace');
      db.prepare("INSERT INTO student_documents (document_id, student_id, file_name, file_type, created_at) VALUES ('d-1', 's-1', 'essay.pdf', 'application/pdf', '2026-03-02')").run();
      expect((await store.get('s-1'))?.documents.map((d) => d.documentId)).toEqual(['d-1']);
      db.prepare('DELETE FROM student_documents WHERE document_id = ?').run('d-1');
      expect((await store.get('s-1'))?.documents).toEqual([]);
      db.prepare('DELETE FROM student_context WHERE student_id = ?').run('s-1');
      expect(await store.get('s-1')).toBeNull();
    } finally {
      db.close();
    }
  });

  it('never keeps what it read inside a write that was then rolled back', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chat-context-'));
    const db = openSqlite(dir, 'chat', migrations);
    try {
      const store = new SqliteStudentContextStore(db);
      await store.upsertProfile('s-1', 'u-1', profile('Ada'), '2026-03-01T00:00:00.000Z');
      let inside: string | undefined;
      expect(() => db.transaction(() => {
        db.prepare('UPDATE student_context SET profile_json = ? WHERE student_id = ?').run(JSON.stringify(profile('Rolled')), 's-1');
        // get() reads synchronously: it runs here, inside the transaction, at the revision the write moved to.
        void store.get('s-1').then((c) => { inside = c?.profile.firstName; });
        throw new Error('rolled back');
      })()).toThrow('rolled back');
      await Promise.resolve();
      expect(inside).toBe('Rolled');
      const row = db.prepare('SELECT profile_json FROM student_context WHERE student_id = ?').get('s-1') as { profile_json: string };
      expect((JSON.parse(row.profile_json) as StudentProfileData).firstName).toBe('Ada');
      // The next committed write reaches the revision the rolled-back one had: what is read must be this write's.
      await store.upsertProfile('s-1', 'u-1', profile('Grace'), '2026-03-02T00:00:00.000Z');
      expect((await store.get('s-1'))?.profile.firstName).toBe('Grace');
    } finally {
      db.close();
    }
  });

  it('hands out a context no caller can change for the next one', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chat-context-'));
    const s = await open();
    await s.contexts.upsertProfile('s-1', 'u-1', profile('Ada'), '2026-03-01T00:00:00.000Z');
    const first = await s.contexts.get('s-1');
    expect(() => { first!.profile.courses.push({ courseName: 'AP Art', level: 'AP', grade: null }); }).toThrow(TypeError);
    expect((await s.contexts.get('s-1'))?.profile.courses).toEqual([]);
  });
});
