import { RateLimitedError } from '@counsel/kit';
import { DistinctFailures } from './distinct-failures.js';
import { FailureCounter } from './failure-counter.js';

export interface LoginThrottleOptions {
  /** Failures one address may make across all accounts in a window: high, since a school signs in behind one NAT. */
  perAddress: number;
  /** Distinct accounts one address may fail on per window before its untrusted attempts are slowed (a spray). */
  accountsPerAddress: number;
  /** Failures an account-and-address pair may make before each further attempt must wait. */
  pairFreeFailures: number;
  /** Failures an account may collect (from anywhere) before its slowdown starts. */
  accountFreeFailures: number;
  /** First delay of a slowdown; it doubles with each further failure, up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long failures are remembered after the last one. */
  windowSeconds: number;
  /** How long an address that signed in to an account stays exempt from that account's slowdown. */
  trustedPairSeconds: number;
  now?: () => number;
}

/**
 * Sign-in throttling after NIST SP 800-63B §5.2.2 and OWASP's authentication cheat sheet: no hard
 * account lockout, so nobody who knows an email address can keep its owner out.
 * - A pair (account, address) may fail a few times freely; after that each attempt waits a delay
 *   that doubles with the pair's failures (capped). That slows the guesser, not the owner elsewhere.
 * - An account's failures from everywhere grow a slowdown too, but it applies only to addresses that
 *   have themselves failed on that account and have not signed in to it lately. A fresh address is
 *   never slowed by someone else's failures, so guessing from many addresses gets one try per address
 *   and the owner can always sign in from where they usually do.
 * - An address's failures across all accounts have a high ceiling (a school behind one NAT).
 * - A spray (one common password tried on many accounts) fails on many *distinct* accounts, which a NAT of
 *   mistyping students does not: their mistypes are followed by a sign-in, which takes the account off the
 *   address's list. Once accountsPerAddress accounts are on the list, every attempt from the address waits
 *   the doubling delay after its last failure, except for pairs that signed in lately.
 * A throttled attempt is refused before the password is checked, even a right one, so guessing cannot
 * continue behind the 429. State is in memory (per identity process), bounded and self-expiring.
 */
export class LoginThrottle {
  private readonly byPair: FailureCounter;
  private readonly byAccount: FailureCounter;
  private readonly byAddress: FailureCounter;
  private readonly sprays: DistinctFailures;
  /** Pairs that signed in lately: exempt from the account-wide and the spray slowdowns (value: until when). */
  private readonly trusted = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.now = options.now ?? Date.now;
    const windowMs = options.windowSeconds * 1000;
    this.byPair = new FailureCounter(windowMs, this.now);
    this.byAccount = new FailureCounter(windowMs, this.now);
    this.byAddress = new FailureCounter(windowMs, this.now);
    // Remembering accounts past the point where the delay stops growing would change nothing.
    const growth = Math.ceil(Math.log2(Math.max(1, options.maxDelaySeconds / options.baseDelaySeconds)));
    this.sprays = new DistinctFailures({ windowMs, maxAccountsPerAddress: options.accountsPerAddress + growth + 1, maxAddresses: MAX_SPRAY_ADDRESSES, now: this.now });
  }

  async assertAllowed(email: string, address: string | null) {
    const now = this.now();
    const addr = address ?? 'unknown';
    const fromAddress = this.byAddress.get(addr);
    if (fromAddress && fromAddress.count >= this.options.perAddress) throw this.limited(fromAddress.expiresAt - now);
    const key = pairKey(email, addr);
    const trusted = this.isTrusted(key, now);
    const spray = trusted ? null : this.sprays.get(addr);
    if (spray) {
      // Any account, tried or not: a spray's next guess is always at an account it has not tried.
      const sprayReadyAt = spray.lastAt + this.delayMs(spray.accounts, this.options.accountsPerAddress);
      if (sprayReadyAt > now) throw this.limited(sprayReadyAt - now);
    }
    const pair = this.byPair.get(key);
    if (!pair) return; // otherwise an address that has not failed on this account is never slowed
    let wait = this.delayMs(pair.count, this.options.pairFreeFailures);
    if (!trusted) {
      const account = this.byAccount.get(email);
      if (account) wait = Math.max(wait, this.delayMs(account.count, this.options.accountFreeFailures));
    }
    const readyAt = pair.lastAt + wait;
    if (readyAt > now) throw this.limited(readyAt - now);
  }

  async recordFailure(email: string, address: string | null) {
    const addr = address ?? 'unknown';
    this.byPair.add(pairKey(email, addr));
    this.byAccount.add(email);
    this.byAddress.add(addr);
    this.sprays.add(addr, email);
  }

  async recordSuccess(email: string, address: string | null) {
    const addr = address ?? 'unknown';
    const key = pairKey(email, addr);
    this.byPair.delete(key);
    this.byAccount.delete(email);
    this.sprays.forgive(addr, email);
    this.trusted.delete(key); // re-insert at the end: the map stays ordered by age for pruning
    this.trusted.set(key, this.now() + this.options.trustedPairSeconds * 1000);
    if (this.trusted.size > MAX_TRUSTED) this.trusted.delete(this.trusted.keys().next().value as string);
  }

  private isTrusted(key: string, now: number) {
    const until = this.trusted.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.trusted.delete(key);
    return false;
  }

  /** 0 until `free` failures, then base, 2×base, 4×base … capped. */
  private delayMs(failures: number, free: number) {
    if (failures < free) return 0;
    const exp = Math.min(failures - free, 30);
    return Math.min(this.options.maxDelaySeconds, this.options.baseDelaySeconds * 2 ** exp) * 1000;
  }

  private limited(ms: number) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return new RateLimitedError('Too many failed sign-in attempts. Please wait a few minutes and try again.', seconds);
  }
}

const MAX_TRUSTED = 200_000;
/** Addresses whose distinct failed accounts are tracked (each at most a few dozen 22-character digests). */
const MAX_SPRAY_ADDRESSES = 20_000;

function pairKey(email: string, address: string) {
  return `${email}\u0000${address}`;
}
