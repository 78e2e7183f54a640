import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { createTokenVerifier, openSqlite } from '@counsel/kit';
import { EmbeddedCredentials } from '../src/adapters/embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey, sqliteKeyVault } from '../src/adapters/embedded-issuer/signing-keys.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteIdentityStore } from '../src/adapters/sqlite/sqlite-identity-store.js';
import { describeCredentialsContract } from './credentials.contract.js';

const ISSUER = 'counsel-identity-test';

// The embedded issuer with the real SQLite stores, in a file as in production.
describeCredentialsContract('embedded issuer', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-credentials-'));
  const db = openSqlite(dir, 'identity', migrations);
  const store = new SqliteIdentityStore(db);
  const credentials = new EmbeddedCredentials(store, await loadOrCreateSigningKey(sqliteKeyVault(db)), ISSUER, 300);
  // Verified with the keys the service publishes at /.well-known/jwks.json, as other services do.
  const jwks = (await credentials.jwks()) as JSONWebKeySet;
  return {
    credentials, store,
    verifier: createTokenVerifier({ jwks: createLocalJWKSet(jwks), issuer: ISSUER }),
    close: async () => { db.close(); rmSync(dir, { recursive: true, force: true }); },
  };
});
