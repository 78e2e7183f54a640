import { ConfigError, DEFAULT_ISSUER, openSqlite, type Logger } from '@counsel/kit';
import type { IdentityConfig } from '../config.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { Mailer } from '../ports/mailer.js';
import type { RealmTokens } from '../ports/realm-tokens.js';
import type { SessionStore } from '../ports/session-store.js';
import type { SetPasswordLinkStore } from '../ports/set-password-links.js';
import type { UserStore } from '../ports/user-store.js';
import { EmbeddedCredentials } from './embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey, sqliteKeyVault, type KeyVault } from './embedded-issuer/signing-keys.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteAuditLog } from './sqlite/sqlite-audit-log.js';
import { SqliteSessionStore } from './sqlite/sqlite-session-store.js';
import { SqliteSetPasswordLinks } from './sqlite/sqlite-set-password-links.js';
import { SqliteUserStore } from './sqlite/sqlite-user-store.js';

export interface IdentityStores {
  users: UserStore;
  sessions: SessionStore;
  audit: AuditLog;
  links: SetPasswordLinkStore;
  keys: KeyVault;
  ready(): boolean;
  close(): Promise<void>;
}

/** MongoDB when MONGODB_URL is set, else the service's own SQLite file. */
export async function openIdentityStores(config: IdentityConfig, log: Logger): Promise<IdentityStores> {
  if (config.MONGODB_URL) {
    const { identityModels } = await import('./mongo/models.js');
    const { MongoAuditLog, MongoSessionStore, MongoSetPasswordLinks, MongoUserStore, mongoKeyVault } = await import('./mongo/mongo-stores.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    const conn = await connectMongo(config.MONGODB_URL, 'counsel_identity', log);
    const m = identityModels(conn);
    await Promise.all([m.users.init(), m.sessions.init(), m.audit.init(), m.links.init(), m.tallies.init()]);
    return {
      users: new MongoUserStore(m), sessions: new MongoSessionStore(m), audit: new MongoAuditLog(m), links: new MongoSetPasswordLinks(m), keys: mongoKeyVault(m),
      ready: () => conn.readyState === 1,
      close: () => conn.close(),
    };
  }
  const db = openSqlite(config.DATA_DIR, 'identity', migrations);
  return {
    users: new SqliteUserStore(db), sessions: new SqliteSessionStore(db), audit: new SqliteAuditLog(db), links: new SqliteSetPasswordLinks(db), keys: sqliteKeyVault(db),
    ready: () => db.open,
    close: async () => { db.close(); },
  };
}

/** Keycloak when KEYCLOAK_URL is set (imported only then), else the embedded issuer with its key from the store. */
export async function openCredentials(config: IdentityConfig, stores: IdentityStores, log: Logger): Promise<CredentialProvider> {
  if (config.KEYCLOAK_URL) {
    if (!config.KEYCLOAK_CLIENT_SECRET) throw new ConfigError('KEYCLOAK_CLIENT_SECRET is required with KEYCLOAK_URL');
    const { KeycloakCredentials } = await import('./keycloak/keycloak-credentials.js');
    return new KeycloakCredentials({
      url: config.KEYCLOAK_URL, realm: config.KEYCLOAK_REALM, clientId: config.KEYCLOAK_CLIENT_ID, clientSecret: config.KEYCLOAK_CLIENT_SECRET,
      directGrant: config.KEYCLOAK_DIRECT_GRANT,
    }, stores.users, log);
  }
  const key = await loadOrCreateSigningKey(stores.keys);
  return new EmbeddedCredentials(stores.users, key, config.TOKEN_ISSUER ?? DEFAULT_ISSUER, config.TOKEN_TTL_SECONDS);
}

/** Keycloak mode: the realm's access tokens the browser sign-in hands over (issue 17); none in embedded mode. */
export async function openRealmTokens(config: IdentityConfig, log: Logger): Promise<RealmTokens | null> {
  if (!config.KEYCLOAK_URL || !config.KEYCLOAK_CLIENT_SECRET) return null;
  const { KeycloakRealmTokens } = await import('./keycloak/keycloak-realm-tokens.js');
  return new KeycloakRealmTokens({
    url: config.KEYCLOAK_URL, realm: config.KEYCLOAK_REALM, issuer: config.TOKEN_ISSUER, webClientId: config.KEYCLOAK_WEB_CLIENT_ID,
    clientId: config.KEYCLOAK_CLIENT_ID, clientSecret: config.KEYCLOAK_CLIENT_SECRET,
  }, log);
}

/** SMTP through nodemailer when SMTP_URL is set (imported only then); else no email. */
export async function openMailer(config: IdentityConfig, log: Logger): Promise<Mailer | null> {
  if (!config.SMTP_URL) return null;
  const { SmtpMailer } = await import('./smtp/smtp-mailer.js');
  return new SmtpMailer(config.SMTP_URL, config.SMTP_FROM, log);
}
