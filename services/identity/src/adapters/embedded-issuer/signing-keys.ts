import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { SqliteDatabase } from '@counsel/kit';

const ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** One ES256 key, created on first start and kept in the store so tokens outlive restarts. */
export async function loadOrCreateSigningKey(db: SqliteDatabase): Promise<SigningKey> {
  const row = db.prepare('SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1').get() as
    | { kid: string; private_jwk: string }
    | undefined;
  let privateJwk: JWK;
  let kid: string;
  if (row) {
    privateJwk = JSON.parse(row.private_jwk) as JWK;
    kid = row.kid;
  } else {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    privateJwk = await exportJWK(privateKey);
    kid = `k-${Date.now().toString(36)}`;
    db.prepare('INSERT INTO signing_keys (kid, private_jwk, created_at) VALUES (?, ?, ?)').run(kid, JSON.stringify(privateJwk), new Date().toISOString());
  }
  const { d: _d, ...publicJwk } = privateJwk;
  const privateKey = (await importJWK(privateJwk, ALG)) as CryptoKey;
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' } };
}
