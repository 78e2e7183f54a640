import { ConflictError, type Role, type SqliteDatabase } from '@counsel/kit';
import { isLanguage } from '../../domain/language.js';
import type { User } from '../../domain/user.js';
import { WriteRefused } from '../../ports/identity-store.js';
import type { UserQuery, UserRepository, UserWrites } from '../../ports/users-repository.js';

interface Row {
  id: string; email: string; first_name: string | null; last_name: string | null; role: Role | null;
  password_hash: string | null; created_at: string; last_login_at: string | null;
  school_ids: string | null; activated: number; enabled: number; import_id: string | null; language: string | null;
}

const toUser = (r: Row): User => ({
  id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name, role: r.role,
  createdAt: r.created_at, lastLoginAt: r.last_login_at,
  schoolIds: r.school_ids === null ? null : (JSON.parse(r.school_ids) as string[]),
  activated: r.activated === 1, enabled: r.enabled === 1, importId: r.import_id,
  language: isLanguage(r.language) ? r.language : null,
});

const searchText = (u: { email: string; firstName: string | null; lastName: string | null }) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''} ${u.email}`.toLowerCase();

/** LIKE patterns treat % and _ as wildcards; escape them so a search means what it says. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The unique indexes (email, id) refuse the unit with the message every caller and the MongoDB store use. */
function refusingTakenEmail(write: () => void) {
  try {
    write();
  } catch (err) {
    if (String((err as Error).message).includes('UNIQUE')) throw new ConflictError('An account with this email already exists');
    throw err;
  }
}

/** Accounts (users) and the schools kept for accounts not created yet. Writes run inside the unit of work's transaction. */
export class SqliteUsers implements UserRepository {
  readonly writes: UserWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      create: (u, createdAt) => {
        const pending = db.prepare('SELECT school_ids FROM pending_schools WHERE user_id = ?').get(u.id) as { school_ids: string } | undefined;
        refusingTakenEmail(() => db.prepare(
          `INSERT INTO users (id, email, first_name, last_name, role, password_hash, created_at, search, activated, import_id, school_ids, language)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(u.id, u.email, u.firstName, u.lastName, u.role, u.passwordHash, createdAt, searchText(u), (u.activated ?? true) ? 1 : 0, u.importId ?? null, pending?.school_ids ?? null, u.language ?? null));
        if (pending) db.prepare('DELETE FROM pending_schools WHERE user_id = ?').run(u.id);
      },
      setPasswordHash: (id, hash) => { db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, id); },
      recordLogin: (id, at) => { db.prepare('UPDATE users SET last_login_at = ?, activated = 1 WHERE id = ?').run(at, id); },
      markActivated: (id) => { db.prepare('UPDATE users SET activated = 1 WHERE id = ?').run(id); },
      updateProfile: (id, f) => refusingTakenEmail(() => db.prepare('UPDATE users SET email = ?, first_name = ?, last_name = ?, role = ?, search = ? WHERE id = ?')
        .run(f.email, f.firstName, f.lastName, f.role, searchText(f), id)),
      updateImported: (id, f) => refusingTakenEmail(() => db.prepare(
        'UPDATE users SET email = ?, first_name = ?, last_name = ?, role = ?, enabled = ?, import_id = ?, search = ? WHERE id = ?',
      ).run(f.email, f.firstName, f.lastName, f.role, f.enabled ? 1 : 0, f.importId, searchText(f), id)),
      setSchools: (id, schoolIds) => {
        const ids = JSON.stringify(schoolIds);
        if (db.prepare('UPDATE users SET school_ids = ? WHERE id = ?').run(ids, id).changes > 0) return;
        db.prepare('INSERT OR REPLACE INTO pending_schools (user_id, school_ids) VALUES (?, ?)').run(id, ids);
      },
      setLanguage: (id, language) => { db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, id); },
      disable: (id) => {
        if (db.prepare('UPDATE users SET enabled = 0 WHERE id = ?').run(id).changes === 0) throw new WriteRefused('gone');
      },
      erase: (id) => {
        db.prepare('DELETE FROM users WHERE id = ?').run(id);
        db.prepare('DELETE FROM pending_schools WHERE user_id = ?').run(id);
      },
    };
  }

  async byId(id: string) {
    const r = this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as Row | undefined;
    return r ? toUser(r) : null;
  }

  async byEmail(email: string) {
    const r = this.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as Row | undefined;
    return r ? { ...toUser(r), passwordHash: r.password_hash } : null;
  }

  async list(q: UserQuery) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (q.q) { where.push(`search LIKE ? ESCAPE '\\'`); args.push(likePattern(q.q)); }
    if (q.role) { where.push('role = ?'); args.push(q.role); }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (this.db.prepare(`SELECT count(*) AS n FROM users ${clause}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(
      `SELECT * FROM users ${clause} ORDER BY lower(coalesce(last_name,'')), lower(coalesce(first_name,'')), email LIMIT ? OFFSET ?`,
    ).all(...args, q.limit, q.offset) as Row[];
    return { items: rows.map(toUser), total };
  }

  async countByRole(role: Role) {
    return (this.db.prepare('SELECT count(*) AS n FROM users WHERE role = ?').get(role) as { n: number }).n;
  }

  async countActive(role: Role, since: string) {
    return (this.db.prepare('SELECT count(*) AS n FROM users WHERE role = ? AND last_login_at >= ?').get(role, since) as { n: number }).n;
  }

  async hasPassword(id: string) {
    const r = this.db.prepare('SELECT password_hash IS NOT NULL AS set_ FROM users WHERE id = ?').get(id) as { set_: number } | undefined;
    return r?.set_ === 1;
  }

  async importedBy(importId: string) {
    return (this.db.prepare('SELECT * FROM users WHERE import_id = ? ORDER BY email').all(importId) as Row[]).map(toUser);
  }

  async keptSchools(id: string) {
    const r = this.db.prepare('SELECT school_ids FROM pending_schools WHERE user_id = ?').get(id) as { school_ids: string } | undefined;
    return r ? (JSON.parse(r.school_ids) as string[]) : null;
  }
}
