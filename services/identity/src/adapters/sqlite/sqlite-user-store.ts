import type { SqliteDatabase, Role } from '@counsel/kit';
import type { User } from '../../domain/user.js';
import type { NewUser, UserQuery, UserStore } from '../../ports/user-store.js';

interface Row {
  id: string; email: string; first_name: string | null; last_name: string | null; role: Role | null;
  password_hash: string | null; created_at: string; last_login_at: string | null;
}

const toUser = (r: Row): User => ({
  id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name, role: r.role,
  createdAt: r.created_at, lastLoginAt: r.last_login_at,
});

const searchText = (u: { email: string; firstName: string | null; lastName: string | null }) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''} ${u.email}`.toLowerCase();

/** LIKE patterns treat % and _ as wildcards; escape them so a search means what it says. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class SqliteUserStore implements UserStore {
  constructor(private readonly db: SqliteDatabase) {}

  async insert(u: NewUser): Promise<User> {
    const createdAt = new Date().toISOString();
    this.db.prepare(
      `INSERT INTO users (id, email, first_name, last_name, role, password_hash, created_at, search)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(u.id, u.email, u.firstName, u.lastName, u.role, u.passwordHash, createdAt, searchText(u));
    return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, createdAt, lastLoginAt: null };
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
    this.db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(at, id);
  }

  async countByRole(role: Role) {
    return (this.db.prepare('SELECT count(*) AS n FROM users WHERE role = ?').get(role) as { n: number }).n;
  }

  async countActive(role: Role, since: string) {
    return (this.db.prepare('SELECT count(*) AS n FROM users WHERE role = ? AND last_login_at >= ?').get(role, since) as { n: number }).n;
  }
}
