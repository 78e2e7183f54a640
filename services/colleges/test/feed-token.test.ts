// Calendar feed tokens: url-safe, 256 bits, distinct, and stored only as their SHA-256 hash.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { createFeedToken, deriveFeedToken, feedTokenMatches, hashFeedToken, isFeedTokenShape } from '../src/domain/feed-token.js';

describe('feed tokens', () => {
  it('are 43 url-safe characters (32 random bytes) and hash to hex SHA-256', () => {
    const { token, hash } = createFeedToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(encodeURIComponent(token)).toBe(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it('are distinct across many draws', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => createFeedToken().token));
    expect(tokens.size).toBe(2000);
  });

  it('hashFeedToken is deterministic and differs for different tokens', () => {
    expect(hashFeedToken('abc')).toBe(hashFeedToken('abc'));
    expect(hashFeedToken('abc')).not.toBe(hashFeedToken('abd'));
  });

  it('isFeedTokenShape accepts our tokens only', () => {
    expect(isFeedTokenShape(createFeedToken().token)).toBe(true);
    for (const junk of ['', 'short', `${'a'.repeat(43)}.ics`, 'a'.repeat(44), `${'a'.repeat(42)}/`, `${'a'.repeat(42)}=`]) {
      expect(isFeedTokenShape(junk)).toBe(false);
    }
  });

  it('feedTokenMatches compares with the stored hash, rejecting other tokens and malformed hashes', () => {
    const { token, hash } = createFeedToken();
    expect(feedTokenMatches(token, hash)).toBe(true);
    expect(feedTokenMatches(createFeedToken().token, hash)).toBe(false);
    expect(feedTokenMatches(token, hash.toUpperCase())).toBe(false);
    expect(feedTokenMatches(token, hash.slice(1))).toBe(false);
    expect(feedTokenMatches('not a token', hash)).toBe(false);
  });

  it('deriveFeedToken gives the same url-safe token for the same key and feed, another for another feed or key', () => {
    const key = createFeedToken().token;
    const a = deriveFeedToken(key, 'feed-1');
    expect(deriveFeedToken(key, 'feed-1')).toEqual(a);
    expect(isFeedTokenShape(a.token)).toBe(true);
    expect(a.hash).toBe(hashFeedToken(a.token));
    expect(feedTokenMatches(a.token, a.hash)).toBe(true);
    expect(deriveFeedToken(key, 'feed-2').token).not.toBe(a.token);
    expect(deriveFeedToken(createFeedToken().token, 'feed-1').token).not.toBe(a.token);
    expect(() => deriveFeedToken('short', 'feed-1')).toThrow(RangeError);
  });
});
