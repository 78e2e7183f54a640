import { SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { IdentityStore, IdentityWrites } from '../../ports/identity-store.js';
import { SqliteAuditLog } from './sqlite-audit-log.js';
import { SqliteGuardians } from './sqlite-guardians.js';
import { SqliteImportTallies } from './sqlite-import-tallies.js';
import { SqliteSessions } from './sqlite-sessions.js';
import { SqliteSetPasswordLinks } from './sqlite-set-password-links.js';
import { SqliteUsers } from './sqlite-users.js';

/** The embedded identity store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteIdentityStore extends SqliteUnitStore<IdentityWrites> implements IdentityStore {
  readonly users: SqliteUsers;
  readonly sessions: SqliteSessions;
  readonly links: SqliteSetPasswordLinks;
  readonly audit: SqliteAuditLog;
  readonly imports: SqliteImportTallies;
  readonly guardians: SqliteGuardians;
  protected override readonly writes: IdentityWrites;

  constructor(db: SqliteDatabase) {
    super(db);
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
}
