import { ConfigError, DEFAULT_ISSUER, openSqlite, type Logger } from '@counsel/kit';
import type { IdentityConfig } from '../config.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { IdentityStore } from '../ports/identity-store.js';
import type { Mailer } from '../ports/mailer.js';
import type { RealmTokens } from '../ports/realm-tokens.js';
import { EmbeddedCredentials } from './embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey, sqliteKeyVault, type KeyVault } from './embedded-issuer/signing-keys.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteIdentityStore } from './sqlite/sqlite-identity-store.js';

/** The identity store, and the embedded issuer's signing keys kept beside it. */
export type IdentityStores = IdentityStore & { readonly keys: KeyVault };

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else the service's own SQLite file. */
export async function openIdentityStores(config: IdentityConfig, log: Logger): Promise<IdentityStores> {
  if (config.MONGODB_URL) {
    const { MongoIdentityStore } = await import('./mongo/mongo-identity-store.js');
    const { mongoKeyVault } = await import('./mongo/mongo-key-vault.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    const store = await MongoIdentityStore.open(await connectMongo(config.MONGODB_URL, 'counsel_identity', log));
    return Object.assign(store, { keys: mongoKeyVault(store.models) });
  }
  const store = new SqliteIdentityStore(openSqlite(config.DATA_DIR, 'identity', migrations));
  return Object.assign(store, { keys: sqliteKeyVault(store.db) });
}

/** Keycloak when KEYCLOAK_URL is set (imported only then), else the embedded issuer with its key from the store. */
export async function openCredentials(config: IdentityConfig, stores: IdentityStores, log: Logger): Promise<CredentialProvider> {
  if (config.KEYCLOAK_URL) {
    if (!config.KEYCLOAK_CLIENT_SECRET) throw new ConfigError('KEYCLOAK_CLIENT_SECRET is required with KEYCLOAK_URL');
    const { KeycloakCredentials } = await import('./keycloak/keycloak-credentials.js');
    return new KeycloakCredentials({
      url: config.KEYCLOAK_URL, realm: config.KEYCLOAK_REALM, clientId: config.KEYCLOAK_CLIENT_ID, clientSecret: config.KEYCLOAK_CLIENT_SECRET,
      directGrant: config.KEYCLOAK_DIRECT_GRANT,
    }, stores, log);
  }
  const key = await loadOrCreateSigningKey(stores.keys);
  return new EmbeddedCredentials(stores, key, config.TOKEN_ISSUER ?? DEFAULT_ISSUER, config.TOKEN_TTL_SECONDS);
}

/** Keycloak mode: the realm's access tokens the browser sign-in hands over; none in embedded mode. */
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
