import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '@counsel/kit';

/**
 * Failed sign-ins are counted per account and per client address; past the limit, sign-in answers
 * 429 until the window passes, even with the right password (so guessing cannot continue).
 */
export class LoginThrottle {
  private readonly byAccount: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(opts: { perAccount: number; perAddress: number; windowSeconds: number }) {
    this.byAccount = new RateLimiterMemory({ points: opts.perAccount, duration: opts.windowSeconds, keyPrefix: 'acct' });
    this.byAddress = new RateLimiterMemory({ points: opts.perAddress, duration: opts.windowSeconds, keyPrefix: 'addr' });
  }

  async assertAllowed(email: string, address: string | null) {
    const checks = [this.byAccount.get(email), address ? this.byAddress.get(address) : Promise.resolve(null)];
    for (const res of await Promise.all(checks)) {
      if (res && res.remainingPoints <= 0) throw this.limited(res);
    }
  }

  async recordFailure(email: string, address: string | null) {
    await Promise.all([
      this.byAccount.penalty(email, 1),
      address ? this.byAddress.penalty(address, 1) : Promise.resolve(),
    ]);
  }

  async recordSuccess(email: string) {
    await this.byAccount.delete(email);
  }

  private limited(res: RateLimiterRes) {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return new RateLimitedError('Too many failed sign-in attempts. Please wait a few minutes and try again.', seconds);
  }
}
