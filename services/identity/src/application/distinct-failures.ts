import { createHash } from 'node:crypto';

export interface DistinctFailuresOptions {
  /** An account counts for this long after its last failure from the address (a sliding window). */
  windowMs: number;
  /** Accounts remembered per address; past it the oldest go (the count then stays at the cap). */
  maxAccountsPerAddress: number;
  /** Addresses remembered; past it the one idle longest goes. */
  maxAddresses: number;
  now: () => number;
}

interface AddressFailures {
  /** Account digest → when it last failed from this address, oldest first. */
  accounts: Map<string, number>;
  lastAt: number;
}

/**
 * How many distinct accounts each address failed to sign in to lately, and when it last failed: the evidence of a
 * password spray, apart from how often it fails (a NAT of mistyping students fails often on few accounts each).
 * Memory is bounded whatever a sprayer sends: accounts are kept as short digests, capped per address, and the
 * addresses are capped too, so made-up emails cost at most maxAddresses × maxAccountsPerAddress small entries.
 */
export class DistinctFailures {
  private readonly byAddress = new Map<string, AddressFailures>();

  constructor(private readonly options: DistinctFailuresOptions) {}

  /** The accounts the address failed on within the window (none: null), and its last failure. */
  get(address: string): { accounts: number; lastAt: number } | null {
    const entry = this.byAddress.get(address);
    if (!entry) return null;
    const horizon = this.options.now() - this.options.windowMs;
    for (const [account, at] of entry.accounts) {
      if (at > horizon) break;
      entry.accounts.delete(account);
    }
    if (entry.accounts.size === 0) {
      this.byAddress.delete(address);
      return null;
    }
    return { accounts: entry.accounts.size, lastAt: entry.lastAt };
  }

  add(address: string, account: string) {
    const now = this.options.now();
    const entry = this.byAddress.get(address) ?? { accounts: new Map<string, number>(), lastAt: now };
    const key = digest(account);
    // Re-inserted so each map stays ordered by age: expiry and the caps drop from the front.
    entry.accounts.delete(key);
    entry.accounts.set(key, now);
    if (entry.accounts.size > this.options.maxAccountsPerAddress) entry.accounts.delete(entry.accounts.keys().next().value as string);
    entry.lastAt = now;
    this.byAddress.delete(address);
    this.byAddress.set(address, entry);
    this.prune(now);
  }

  /** The account signed in from the address: its failures there were mistypes, not a spray. */
  forgive(address: string, account: string) {
    const entry = this.byAddress.get(address);
    if (!entry) return;
    entry.accounts.delete(digest(account));
    if (entry.accounts.size === 0) this.byAddress.delete(address);
  }

  /** Drops addresses idle for a whole window (all their accounts have expired) and any past the cap. */
  private prune(now: number) {
    for (const [address, entry] of this.byAddress) {
      if (this.byAddress.size <= this.options.maxAddresses && entry.lastAt > now - this.options.windowMs) break;
      this.byAddress.delete(address);
    }
  }
}

/** 16 bytes of SHA-256: the set's size no longer depends on how long the emails a sprayer makes up are. */
function digest(account: string) {
  return createHash('sha256').update(account).digest('base64url').slice(0, 22);
}
