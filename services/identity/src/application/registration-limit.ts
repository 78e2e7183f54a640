import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '@counsel/kit';

/**
 * Self-registrations per client address and window. Anyone may register, so without a limit one
 * address could create accounts without end; the default is high enough for a school behind one NAT.
 */
export class RegistrationLimit {
  private readonly byAddress: RateLimiterMemory;

  constructor(opts: { perAddress: number; windowSeconds: number }) {
    this.byAddress = new RateLimiterMemory({ points: opts.perAddress, duration: opts.windowSeconds, keyPrefix: 'register' });
  }

  /** Counts one registration from the address, or refuses it with 429 past the limit. */
  async consume(address: string | null) {
    try {
      await this.byAddress.consume(address ?? 'unknown', 1);
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      throw new RateLimitedError('Too many accounts were created from this network. Please try again later.', seconds);
    }
  }
}
