import type { SqliteDatabase, Role } from '@counsel/kit';
import type { User } from '../../domain/user.js';
import { ConflictError } from '@counsel/kit';
import type { ImportOutcome, ImportTally, ImportedFields, NewUser, UserQuery, UserStore } from '../../ports/user-store.js';

interface Row {
  id: string; email: string; first_name: string | null; last_name: string | null; role: Role | null;
  password_hash: string | null; created_at: string; last_login_at: string | null;
  school_ids: string | null; activated: number; enabled: number; import_id: string | null;
}

const toUser = (r: Row): User => ({
  id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name, role: r.role,
  createdAt: r.created_at, lastLoginAt: r.last_login_at,
  schoolIds: r.school_ids === null ? null : (JSON.parse(r.school_ids) as string[]),
  activated: r.activated === 1, enabled: r.enabled === 1, importId: r.import_id,
});
const OUTCOMES: ImportOutcome[] = ['created', 'updated', 'unchanged', 'disabled', 'refused'];

const searchText = (u: { email: string; firstName: string | null; lastName: string | null }) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''} ${u.email}`.toLowerCase();

/** LIKE patterns treat % and _ as wildcards; escape them so a search means what it says. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class SqliteUserStore implements UserStore {
  constructor(private readonly db: SqliteDatabase) {}

  async insert(u: NewUser): Promise<User> {
    const createdAt = new Date().toISOString();
    const activated = u.activated ?? true;
    const importId = u.importId ?? null;
    const schools = this.db.transaction(() => {
      const pending = this.db.prepare('SELECT school_ids FROM pending_schools WHERE user_id = ?').get(u.id) as { school_ids: string } | undefined;
      this.db.prepare(
        `INSERT INTO users (id, email, first_name, last_name, role, password_hash, created_at, search, activated, import_id, school_ids)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(u.id, u.email, u.firstName, u.lastName, u.role, u.passwordHash, createdAt, searchText(u), activated ? 1 : 0, importId, pending?.school_ids ?? null);
      if (pending) this.db.prepare('DELETE FROM pending_schools WHERE user_id = ?').run(u.id);
      return pending ? (JSON.parse(pending.school_ids) as string[]) : null;
    })();
    return {
      id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, createdAt, lastLoginAt: null,
      schoolIds: schools, activated, enabled: true, importId,
    };
  }

  async disable(id: string) {
    return this.db.prepare('UPDATE users SET enabled = 0 WHERE id = ?').run(id).changes > 0;
  }

  async hasPassword(id: string) {
    const r = this.db.prepare('SELECT password_hash IS NOT NULL AS set_ FROM users WHERE id = ?').get(id) as { set_: number } | undefined;
    return r?.set_ === 1;
  }

  async erase(id: string) {
    return this.db.transaction(() => ({
      account: this.db.prepare('DELETE FROM users WHERE id = ?').run(id).changes,
      pendingSchools: this.db.prepare('DELETE FROM pending_schools WHERE user_id = ?').run(id).changes,
    }))();
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

  async setPasswordHash(id: string, hash: string) {
    this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, id);
  }

  async recordLogin(id: string, at: string) {
    // Signing in (single sign-on included) proves the account is in use.
    this.db.prepare('UPDATE users SET last_login_at = ?, activated = 1 WHERE id = ?').run(at, id);
  }

  async updateProfile(id: string, f: { email: string; firstName: string; lastName: string; role: Role }) {
    try {
      this.db.prepare('UPDATE users SET email = ?, first_name = ?, last_name = ?, role = ?, search = ? WHERE id = ?')
        .run(f.email, f.firstName, f.lastName, f.role, searchText(f), id);
    } catch (err) {
      if (String((err as Error).message).includes('UNIQUE')) throw new ConflictError('An account with this email already exists');
      throw err;
    }
  }

  async updateImported(id: string, f: ImportedFields) {
    try {
      this.db.prepare(
        `UPDATE users SET email = ?, first_name = ?, last_name = ?, role = ?, enabled = ?, import_id = ?, search = ? WHERE id = ?`,
      ).run(f.email, f.firstName, f.lastName, f.role, f.enabled ? 1 : 0, f.importId, searchText(f), id);
    } catch (err) {
      if (String((err as Error).message).includes('UNIQUE')) throw new ConflictError('An account with this email already exists');
      throw err;
    }
  }

  async setSchools(id: string, schoolIds: string[]) {
    const ids = JSON.stringify(schoolIds);
    return this.db.transaction(() => {
      if (this.db.prepare('UPDATE users SET school_ids = ? WHERE id = ?').run(ids, id).changes > 0) return true;
      this.db.prepare('INSERT OR REPLACE INTO pending_schools (user_id, school_ids) VALUES (?, ?)').run(id, ids);
      return false;
    })();
  }

  async markActivated(id: string) {
    this.db.prepare('UPDATE users SET activated = 1 WHERE id = ?').run(id);
  }

  async importedBy(importId: string) {
    return (this.db.prepare('SELECT * FROM users WHERE import_id = ? ORDER BY email').all(importId) as Row[]).map(toUser);
  }

  async tallyImport(importId: string, outcome: ImportOutcome): Promise<ImportTally> {
    return this.db.transaction(() => {
      this.db.prepare(
        `INSERT INTO import_tallies (import_id, outcome, n) VALUES (?, ?, 1)
         ON CONFLICT (import_id, outcome) DO UPDATE SET n = n + 1`,
      ).run(importId, outcome);
      return this.readTally(importId);
    })();
  }

  async importTally(importId: string) {
    return this.readTally(importId);
  }

  private readTally(importId: string): ImportTally {
    const rows = this.db.prepare('SELECT outcome, n FROM import_tallies WHERE import_id = ?').all(importId) as { outcome: ImportOutcome; n: number }[];
    const tally = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as ImportTally;
    for (const r of rows) tally[r.outcome] = r.n;
    return tally;
  }

  async countByRole(role: Role) {
    return (this.db.prepare('SELECT count(*) AS n FROM users WHERE role = ?').get(role) as { n: number }).n;
  }

  async countActive(role: Role, since: string) {
    return (this.db.prepare('SELECT count(*) AS n FROM users WHERE role = ? AND last_login_at >= ?').get(role, since) as { n: number }).n;
  }
}
