import type { SqliteDatabase } from '@counsel/kit';
import type { UserRepository, UserWrites } from '../../ports/users-repository.js';
import { toUser, userParams, type UserRow } from './rows.js';

const UPSERT_USER = `INSERT INTO users (user_id, email, role, first_name, last_name, sourced_id, active) VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(user_id) DO UPDATE SET email = excluded.email, role = excluded.role, first_name = excluded.first_name,
    last_name = excluded.last_name, sourced_id = excluded.sourced_id, active = excluded.active`;

export class SqliteUsers implements UserRepository {
  readonly writes: UserWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = { save: (u) => { db.prepare(UPSERT_USER).run(...userParams(u)); } };
  }

  async get(userId: string) {
    const r = this.db.prepare('SELECT * FROM users WHERE user_id = ?').get(userId) as UserRow | undefined;
    return r ? toUser(r) : null;
  }

  async list() {
    return (this.db.prepare('SELECT * FROM users ORDER BY user_id').all() as UserRow[]).map(toUser);
  }
}
