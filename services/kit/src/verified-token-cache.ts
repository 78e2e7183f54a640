import type { Principal } from './auth.js';

interface Entry { principal: Principal; until: number }

/**
 * Remembers tokens whose signature has already been checked, until they expire. ES256 verification
 * costs more CPU than the rest of a cheap request, and the same token arrives with every call a
 * session makes. The key is the whole token, so a hit is the same bytes that were verified; the
 * entry lives at most `maxAgeMs`, so a rotated signing key stops being trusted within that bound.
 */
export class VerifiedTokenCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 10_000, private readonly maxAgeMs = 60_000, private readonly now = Date.now) {}

  get(token: string): Principal | null {
    const hit = this.entries.get(token);
    if (!hit) return null;
    if (hit.until <= this.now()) {
      this.entries.delete(token);
      return null;
    }
    return hit.principal;
  }

  /** `expiresAtSec` is the token's `exp` claim; a token without one is not cached. */
  set(token: string, principal: Principal, expiresAtSec: number | undefined) {
    if (!expiresAtSec) return;
    const until = Math.min(expiresAtSec * 1000, this.now() + this.maxAgeMs);
    if (until <= this.now()) return;
    this.dropExpiredOldest();
    // Maps iterate in insertion order, so the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { principal, until });
  }

  /**
   * Expired entries are otherwise only dropped when asked for again, which a replaced token never is: a busy
   * portal filled the cache to its bound with tokens no one would send again (about 1 KB each, per service). Entries
   * mostly end in the order they were added (their maximum age is shorter than a token's life), so the expired ones
   * are found at the front; each call drops at most a few, keeping a set cheap.
   */
  private dropExpiredOldest() {
    const now = this.now();
    let checked = 0;
    for (const [token, entry] of this.entries) {
      if (entry.until > now || ++checked > 8) return;
      this.entries.delete(token);
    }
  }

  get size() {
    return this.entries.size;
  }
}
