import { connectMongo, openSqlite, type Logger } from '@counsel/kit';
import type { IdentityConfig } from '../config.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { SessionStore } from '../ports/session-store.js';
import type { UserStore } from '../ports/user-store.js';
import { sqliteKeyVault, type KeyVault } from './embedded-issuer/signing-keys.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteAuditLog } from './sqlite/sqlite-audit-log.js';
import { SqliteSessionStore } from './sqlite/sqlite-session-store.js';
import { SqliteUserStore } from './sqlite/sqlite-user-store.js';

export interface IdentityStores {
  users: UserStore;
  sessions: SessionStore;
  audit: AuditLog;
  keys: KeyVault;
  ready(): boolean;
  close(): Promise<void>;
}

/** MongoDB when MONGODB_URL is set, else the service's own SQLite file. */
export async function openIdentityStores(config: IdentityConfig, log: Logger): Promise<IdentityStores> {
  if (config.MONGODB_URL) {
    const { identityModels } = await import('./mongo/models.js');
    const { MongoAuditLog, MongoSessionStore, MongoUserStore, mongoKeyVault } = await import('./mongo/mongo-stores.js');
    const conn = await connectMongo(config.MONGODB_URL, 'counsel_identity', log);
    const m = identityModels(conn);
    await Promise.all([m.users.init(), m.sessions.init(), m.audit.init()]);
    return {
      users: new MongoUserStore(m), sessions: new MongoSessionStore(m), audit: new MongoAuditLog(m), keys: mongoKeyVault(m),
      ready: () => conn.readyState === 1,
      close: () => conn.close(),
    };
  }
  const db = openSqlite(config.DATA_DIR, 'identity', migrations);
  return {
    users: new SqliteUserStore(db), sessions: new SqliteSessionStore(db), audit: new SqliteAuditLog(db), keys: sqliteKeyVault(db),
    ready: () => db.open,
    close: async () => { db.close(); },
  };
}
