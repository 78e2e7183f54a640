import { LoginThrottle, type LoginThrottleOptions } from '../../src/application/login-throttle.js';

/** A throttle on a hand-driven clock with the shipped defaults (config.ts) unless a test says otherwise. */
export function throttle(over: Partial<LoginThrottleOptions> = {}) {
  let t = 1_000_000;
  const th = new LoginThrottle({
    perAddress: 5000, accountsPerAddress: 30, pairFreeFailures: 3, accountFreeFailures: 5, baseDelaySeconds: 2, maxDelaySeconds: 900,
    windowSeconds: 900, trustedPairSeconds: 30 * 86_400, now: () => t, ...over,
  });
  return { th, advance: (s: number) => { t += s * 1000; } };
}
