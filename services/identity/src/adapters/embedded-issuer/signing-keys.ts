import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { SqliteDatabase } from '@counsel/kit';

const ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** Where the issuer keeps its private key (the identity store, SQLite or MongoDB). */
export interface KeyVault {
  latest(): Promise<{ kid: string; private_jwk: string } | null>;
  save(kid: string, privateJwk: string): Promise<void>;
}

export function sqliteKeyVault(db: SqliteDatabase): KeyVault {
  return {
    latest: async () => (db.prepare('SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1').get() as { kid: string; private_jwk: string } | undefined) ?? null,
    save: async (kid, jwk) => { db.prepare('INSERT INTO signing_keys (kid, private_jwk, created_at) VALUES (?, ?, ?)').run(kid, jwk, new Date().toISOString()); },
  };
}

/** One ES256 key, created on first start and kept in the store so tokens outlive restarts. */
export async function loadOrCreateSigningKey(vault: KeyVault): Promise<SigningKey> {
  const row = await vault.latest();
  let privateJwk: JWK;
  let kid: string;
  if (row) {
    privateJwk = JSON.parse(row.private_jwk) as JWK;
    kid = row.kid;
  } else {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    privateJwk = await exportJWK(privateKey);
    kid = `k-${Date.now().toString(36)}`;
    await vault.save(kid, JSON.stringify(privateJwk));
  }
  const { d: _d, ...publicJwk } = privateJwk;
  const privateKey = (await importJWK(privateJwk, ALG)) as CryptoKey;
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' } };
}
