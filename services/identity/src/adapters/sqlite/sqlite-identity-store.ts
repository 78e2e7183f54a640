import { commitSqliteUnit, SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { IdentityStore, IdentityWrites } from '../../ports/identity-store.js';
import { SqliteAuditLog } from './sqlite-audit-log.js';
import { SqliteGuardians } from './sqlite-guardians.js';
import { SqliteImportTallies } from './sqlite-import-tallies.js';
import { SqliteSessions } from './sqlite-sessions.js';
import { SqliteSetPasswordLinks } from './sqlite-set-password-links.js';
import { SqliteUsers } from './sqlite-users.js';

/** The embedded identity store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteIdentityStore implements IdentityStore {
  readonly outbox: SqliteOutbox;
  readonly users: SqliteUsers;
  readonly sessions: SqliteSessions;
  readonly links: SqliteSetPasswordLinks;
  readonly audit: SqliteAuditLog;
  readonly imports: SqliteImportTallies;
  readonly guardians: SqliteGuardians;
  private readonly writes: IdentityWrites;
  private open = true;

  constructor(readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
    this.users = new SqliteUsers(db);
    this.sessions = new SqliteSessions(db);
    this.links = new SqliteSetPasswordLinks(db);
    this.audit = new SqliteAuditLog(db);
    this.imports = new SqliteImportTallies(db);
    this.guardians = new SqliteGuardians(db);
    this.writes = {
      users: this.users.writes, sessions: this.sessions.writes, links: this.links.writes, audit: this.audit.writes, imports: this.imports.writes,
      guardians: this.guardians.writes,
    };
  }

  /** The writes run as they are called, inside the transaction; a throw (a refusal) rolls all of them back. */
  async write(work: (w: IdentityWrites) => void, events: readonly OutboxEvent[] = []) {
    commitSqliteUnit(this.db, this.outbox, this.writes, work, events);
  }

  ready() {
    return this.open;
  }

  async close() {
    if (!this.open) return;
    this.open = false;
    this.db.close();
  }
}
