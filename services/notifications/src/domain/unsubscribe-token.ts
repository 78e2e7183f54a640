import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isKind, type NotificationKind } from './kinds.js';

/** What a one-click unsubscribe token says: whose email of which kind, and a nonce that is spent on use. */
export interface UnsubscribeClaim { userId: string; kind: NotificationKind; nonce: string }

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** Signed, not encrypted: it names a person's id and a kind, nothing else; it acts without sign-in, so it must not be forgeable. */
export function signUnsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const payload = b64(JSON.stringify({ u: userId, k: kind, n: randomBytes(12).toString('base64url') }));
  return `${payload}.${b64(mac(secret, payload))}`;
}

/** The claim of a token this secret signed; null for anything else (tampered, truncated, another kind of string). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const want = mac(secret, payload);
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; k?: unknown; n?: unknown };
    if (typeof c.u !== 'string' || !c.u || !isKind(c.k) || typeof c.n !== 'string' || !c.n) return null;
    return { userId: c.u, kind: c.k, nonce: c.n };
  } catch {
    return null;
  }
}
