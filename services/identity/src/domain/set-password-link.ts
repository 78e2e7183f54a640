import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time set-password links. The token is 32 random bytes shown once (in the link); the store keeps only its
 * SHA-256, so a leaked database cannot be turned into working links. A fast hash is enough: the token has
 * 256 bits of entropy, nothing to brute-force.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page the web app serves; the token rides in the fragment, which browsers never send to a server. */
export function setPasswordUrl(publicUrl: string | undefined, token: string): string {
  return `${(publicUrl ?? '').replace(/\/$/, '')}/set-password#token=${token}`;
}

/** One answer for unknown, expired and used tokens: which one it was would help only a guesser. */
export const LINK_REFUSED = 'This set-password link is invalid or has expired. Ask your school for a new one.';

export interface StoredLink {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}
