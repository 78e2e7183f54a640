import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError, phrase } from '@counsel/kit';

/** Per-user chat rate limit: N turns per minute (a generative model costs money and time). */
export class TurnLimiter {
  private readonly limiter: RateLimiterMemory;
  constructor(readonly perMinute: number) {
    this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: 'chat-turn' });
  }

  async consume(userId: string) {
    try {
      await this.limiter.consume(userId);
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      throw new RateLimitedError(phrase('You have sent {{sent}} messages in the last minute. Please wait {{seconds}} seconds and try again.', { sent: this.perMinute, seconds }), seconds);
    }
  }
}
