import { LRUCache } from 'lru-cache';
import type { Principal, TokenVerifier } from './auth.js';
import { UnavailableError } from './errors.js';
import { phrase } from './phrase.js';

/** Asks identity which students the token's guardian may see now (its links, with the age-of-majority consent applied). */
type GuardianStudentsLookup = (token: string) => Promise<string[]>;

interface CacheOptions {
  /** How long one answer is used for its token. */
  maxAgeMs?: number;
  /**
   * How many tokens' answers are kept at once: far above the guardians signed in at one moment. Past it the least
   * recently used answer goes, so a flood of distinct tokens costs lookups, never memory.
   */
  maxTokens?: number;
  now?: () => number;
}

/**
 * Keycloak mode: the realm's tokens carry no `students` claim, because the links live in identity, not in the realm.
 * A guardian's token is therefore completed here with identity's answer, the source of truth, as the embedded
 * issuer puts it in the claim. The answer is kept `maxAgeMs` per token (the many subgraph calls of one page share
 * it), so a link removed or a consent withdrawn shows within that time, not at the token's expiry.
 * `verifyClaims` checks the token alone: identity's own lookup route uses it, so it never asks itself.
 */
export function withGuardianStudents(base: TokenVerifier, lookup: GuardianStudentsLookup, options: CacheOptions = {}): TokenVerifier {
  const { maxAgeMs = 3_000, maxTokens = 10_000, now = Date.now } = options;
  // The pending answer itself is kept, so the calls that arrive while identity is asked wait for that one lookup.
  // `ttlResolution: 0` reads the clock on every check rather than reusing a reading for a moment: an answer is
  // never served past its age.
  const answers = new LRUCache<string, Promise<string[]>>({ max: maxTokens, ttl: maxAgeMs, ttlResolution: 0, perf: { now } });
  const studentsOf = (token: string): Promise<string[]> => {
    const hit = answers.get(token);
    if (hit) return hit;
    const students = lookup(token);
    answers.set(token, students);
    // A failed lookup is not kept: the next request asks again (unless a newer answer took its place meanwhile).
    students.catch(() => {
      if (answers.peek(token) === students) answers.delete(token);
    });
    return students;
  };
  return {
    verifyClaims: (token) => base.verify(token),
    async verify(token): Promise<Principal> {
      const principal = await base.verify(token);
      if (principal.role !== 'guardian' || principal.studentUserIds !== undefined) return principal;
      try {
        // Object.assign, not a spread and one more field: on Node 20 that is several times slower, per request.
        return Object.assign({}, principal, { studentUserIds: await studentsOf(token) });
      } catch {
        // Fails closed: without identity's answer no student is shown as the guardian's.
        throw new UnavailableError('Your linked students could not be checked; try again in a moment');
      }
    },
  };
}

/** The lookup over HTTP: identity's `GET /internal/guardian/students`, with the guardian's own token. */
export function httpGuardianStudents(identityUrl: () => string, timeoutMs = 5_000): GuardianStudentsLookup {
  return async (token) => {
    const res = await fetch(`${identityUrl()}/internal/guardian/students`, {
      headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new UnavailableError(phrase("identity answered {{status}} for a guardian's students", { status: res.status }));
    const body = (await res.json()) as { studentUserIds?: unknown };
    if (!Array.isArray(body.studentUserIds)) throw new UnavailableError('identity sent no guardian students');
    return body.studentUserIds.filter((s): s is string => typeof s === 'string');
  };
}
