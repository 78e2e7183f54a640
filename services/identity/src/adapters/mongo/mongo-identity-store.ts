import type { Connection } from 'mongoose';
import { commitMongoUnit, type OutboxEvent } from '@counsel/kit';
import type { IdentityStore, IdentityWrites } from '../../ports/identity-store.js';
import { identityModels, type IdentityModels } from './models.js';
import { MongoAuditLog } from './mongo-audit-log.js';
import { MongoGuardians } from './mongo-guardians.js';
import { MongoImportTallies } from './mongo-import-tallies.js';
import { MongoSessions } from './mongo-sessions.js';
import { MongoSetPasswordLinks } from './mongo-set-password-links.js';
import { MongoUsers } from './mongo-users.js';

/**
 * The distributed identity store. A unit of work goes through the kit's MongoOutbox: one transaction with its
 * events where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after, and removed again when a write throws (MongoOutbox explains why that
 * is the safe side).
 */
export class MongoIdentityStore implements IdentityStore {
  readonly users: MongoUsers;
  readonly sessions: MongoSessions;
  readonly links: MongoSetPasswordLinks;
  readonly audit: MongoAuditLog;
  readonly imports: MongoImportTallies;
  readonly guardians: MongoGuardians;

  private constructor(private readonly conn: Connection, readonly models: IdentityModels) {
    this.users = new MongoUsers(models);
    this.sessions = new MongoSessions(models);
    this.links = new MongoSetPasswordLinks(models);
    this.audit = new MongoAuditLog(models);
    this.imports = new MongoImportTallies(models);
    this.guardians = new MongoGuardians(models);
  }

  static async open(conn: Connection): Promise<MongoIdentityStore> {
    const m = identityModels(conn);
    await Promise.all([m.users.init(), m.sessions.init(), m.audit.init(), m.links.init(), m.tallies.init(), m.pendingSchools.init(), m.guardianLinks.init(), m.guardianStudents.init(), m.outbox.init()]);
    return new MongoIdentityStore(conn, m);
  }

  get outbox() {
    return this.models.outbox;
  }

  /** The writes are queued as they are called, then run in call order with the events (a refusal aborts the rest). */
  async write(work: (w: IdentityWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({
      users: this.users.writes(uow.stage), sessions: this.sessions.writes(uow.stage), links: this.links.writes(uow.stage),
      audit: this.audit.writes(uow.stage), imports: this.imports.writes(uow.stage), guardians: this.guardians.writes(uow.stage),
    }), work, events);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  /** Other processes of the service write the same database unseen: no revision to keep answers by. */
  revision(): string | null {
    return null;
  }

  async close() {
    await this.conn.close();
  }
}
