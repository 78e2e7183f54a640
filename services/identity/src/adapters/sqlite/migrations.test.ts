// The teacher migration rebuilds users (a CHECK cannot be altered): a database from before it keeps every account,
// session and set-password link, and then accepts teachers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openSqlite } from '@counsel/kit';
import { migrations } from './migrations.js';

const dir = mkdtempSync(path.join(tmpdir(), 'counsel-identity-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The teacher migration and the guardian one, the two that rebuild users to widen the role's CHECK. */
const TEACHERS = migrations.findIndex((m) => m.includes('CREATE TABLE users_next'));
const GUARDIANS = migrations.findIndex((m) => m.includes("'teacher','guardian'"));

describe('identity migrations', () => {
  it('keeps accounts, sessions and links across the teacher migration, which then admits teachers only as a new role', () => {
    const before = openSqlite(dir, 'identity', migrations.slice(0, TEACHERS));
    expect(() => before.prepare(`INSERT INTO users (id, email, role, created_at, search) VALUES ('t', 't@x.org', 'teacher', 'now', 't')`).run()).toThrow(/CHECK/);
    before.exec(`INSERT INTO users (id, email, first_name, role, password_hash, created_at, search, school_ids, activated, enabled, import_id)
                   VALUES ('u1', 'c@x.org', 'Cora', 'counselor', 'hash', '2026-01-01', 'cora', '["s1"]', 0, 1, 'imp-1');
                 INSERT INTO sessions (id, user_id, created_at, expires_at, refresh_token, access_token) VALUES ('sess-1', 'u1', 'a', 'b', 'r', 'tok');
                 INSERT INTO set_password_links (token_hash, user_id, created_at, expires_at) VALUES ('h1', 'u1', 'a', 'b');`);
    before.close();

    const after = openSqlite(dir, 'identity', migrations.slice(0, GUARDIANS));
    // An account from before languages follows the browser (null).
    expect(after.prepare('SELECT id, first_name, role, school_ids, activated, import_id, language FROM users').all())
      .toEqual([{ id: 'u1', first_name: 'Cora', role: 'counselor', school_ids: '["s1"]', activated: 0, import_id: 'imp-1', language: null }]);
    expect(after.prepare('SELECT id, user_id, access_token FROM sessions').all()).toEqual([{ id: 'sess-1', user_id: 'u1', access_token: 'tok' }]);
    expect(after.prepare('SELECT token_hash FROM set_password_links').all()).toEqual([{ token_hash: 'h1' }]);
    after.prepare(`INSERT INTO users (id, email, role, created_at, search) VALUES ('t', 't@x.org', 'teacher', 'now', 't')`).run();
    expect(() => after.prepare(`INSERT INTO users (id, email, role, created_at, search) VALUES ('g', 'g@x.org', 'guardian', 'now', 'g')`).run()).toThrow(/CHECK/);
    // The foreign keys point at the rebuilt table: deleting an account still takes its sessions and links.
    after.prepare(`DELETE FROM users WHERE id = 'u1'`).run();
    expect(after.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
    expect(after.prepare('SELECT count(*) AS n FROM set_password_links').get()).toEqual({ n: 0 });
    expect(after.pragma('foreign_key_check')).toEqual([]);
    after.close();
  });

  it('keeps accounts, sessions and links across the guardian migration, which admits guardians and keeps each account\'s language', () => {
    const before = openSqlite(dir, 'identity-guardians', migrations.slice(0, GUARDIANS));
    before.exec(`INSERT INTO users (id, email, first_name, role, password_hash, created_at, search, school_ids, activated, enabled, import_id, language)
                   VALUES ('t1', 't@x.org', 'Tia', 'teacher', 'hash', '2026-01-01', 'tia', '["s1"]', 1, 1, NULL, 'es');
                 INSERT INTO users (id, email, role, created_at, search) VALUES ('s1', 's@x.org', 'student', 'now', 's');
                 INSERT INTO sessions (id, user_id, created_at, expires_at, refresh_token, access_token) VALUES ('sess-1', 't1', 'a', 'b', NULL, NULL);`);
    before.close();
    const after = openSqlite(dir, 'identity-guardians', migrations);
    expect(after.prepare('SELECT id, role, school_ids, language FROM users ORDER BY id').all()).toEqual([
      { id: 's1', role: 'student', school_ids: null, language: null },
      { id: 't1', role: 'teacher', school_ids: '["s1"]', language: 'es' },
    ]);
    expect(after.prepare('SELECT id FROM sessions').all()).toEqual([{ id: 'sess-1' }]);
    after.prepare(`INSERT INTO users (id, email, role, created_at, search, language) VALUES ('g', 'g@x.org', 'guardian', 'now', 'g', 'es')`).run();
    expect(() => after.prepare(`INSERT INTO users (id, email, role, created_at, search, language) VALUES ('h', 'h@x.org', 'guardian', 'now', 'h', 'fr')`).run()).toThrow(/CHECK/);
    after.prepare(`DELETE FROM users WHERE id = 't1'`).run();
    expect(after.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
    expect(after.pragma('foreign_key_check')).toEqual([]);
    after.close();
  });
});
