import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Calendar feed tokens: the secret part of a student's private ICS address (/api/calendar/<token>.ics).
 * The store keeps the token's SHA-256 hash and a request's token is looked up by its hash, so the token itself need
 * not be stored. 256 bits (random, or an HMAC under a 256-bit key) make guessing hopeless without rate limits.
 */
export const FEED_TOKEN_BYTES = 32;

/** base64url of 32 bytes: 43 characters, no padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const HASH_SHAPE = /^[0-9a-f]{64}$/;

export interface FeedToken {
  /** Goes into the address given to the student; never stored. */
  token: string;
  /** Hex SHA-256 of the token: what the store keeps and looks up by. */
  hash: string;
}

/** createFeedToken() → { token, hash }: a new url-safe token and the hash to store. */
export function createFeedToken(): FeedToken {
  const token = randomBytes(FEED_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashFeedToken(token) };
}

/**
 * deriveFeedToken(key, feedId) → { token, hash }: the token of one feed as HMAC-SHA256(key, feedId), url-safe.
 * For a service that must show the same address again without storing it: keep a secret key (createFeedToken()
 * .token is a good one) and the feed's id; revoking deletes the feed id, and a new feed id gives a new address.
 */
export function deriveFeedToken(key: string, feedId: string): FeedToken {
  if (key.length < 32) throw new RangeError('The feed key must be at least 32 characters');
  const token = createHmac('sha256', key).update(feedId, 'utf8').digest('base64url');
  return { token, hash: hashFeedToken(token) };
}

/** hashFeedToken(token) → hex SHA-256 (64 characters), the store's lookup key. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** isFeedTokenShape(token): whether a string could be one of our tokens (check before any lookup; junk → 404). */
export function isFeedTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * feedTokenMatches(token, storedHash): whether the token hashes to the stored hash, compared in constant time.
 * Only needed when a hash is compared in code rather than looked up by the store.
 */
export function feedTokenMatches(token: string, storedHash: string): boolean {
  if (!isFeedTokenShape(token) || !HASH_SHAPE.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(hashFeedToken(token), 'hex'), Buffer.from(storedHash, 'hex'));
}
