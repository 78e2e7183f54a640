import { DEFAULT_SCHOOL_ID, type SqliteDatabase } from '@counsel/kit';
import type { AccountRepository, AccountWrites } from '../../ports/accounts-repository.js';
import { toAccount, type AccountRow } from './rows.js';

const UPSERT = `INSERT INTO accounts (user_id, email, role, first_name, last_name, active, school_ids) VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(user_id) DO UPDATE SET email = excluded.email, role = excluded.role, first_name = excluded.first_name, last_name = excluded.last_name,
    active = excluded.active, school_ids = excluded.school_ids`;

/** Staff accounts from identity's and the roster's events. */
export class SqliteAccounts implements AccountRepository {
  readonly writes: AccountWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (a) => { db.prepare(UPSERT).run(a.userId, a.email, a.role, a.firstName, a.lastName, a.active ? 1 : 0, JSON.stringify(a.schoolIds)); },
    };
  }

  async get(userId: string) {
    const r = this.db.prepare('SELECT * FROM accounts WHERE user_id = ?').get(userId) as AccountRow | undefined;
    return r ? toAccount(r) : null;
  }

  async many(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return (this.db.prepare('SELECT * FROM accounts WHERE user_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(userIds)) as AccountRow[]).map(toAccount);
  }

  /** An account with no school assigned belongs to the default school. */
  async teachersOf(schoolId: string) {
    return (this.db.prepare(`SELECT * FROM accounts a WHERE role = 'teacher' AND active = 1
      AND (EXISTS (SELECT 1 FROM json_each(a.school_ids) WHERE value = @school) OR (json_array_length(a.school_ids) = 0 AND @school = @fallback))
      ORDER BY last_name COLLATE NOCASE, first_name COLLATE NOCASE, user_id`).all({ school: schoolId, fallback: DEFAULT_SCHOOL_ID }) as AccountRow[]).map(toAccount);
  }
}
