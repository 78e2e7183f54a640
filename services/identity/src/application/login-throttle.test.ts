import { describe, expect, it } from '@jest/globals';
import { RateLimitedError } from '@counsel/kit';
import { throttle } from '../../test/support/throttle-clock.js';


const retryAfter = async (p: Promise<unknown>) => {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RateLimitedError);
  return err as RateLimitedError;
};

describe('login throttle', () => {
  it('lets a pair fail freely a few times, then spaces its attempts by a doubling, capped delay', async () => {
    const { th, advance } = throttle();
    for (let i = 0; i < 2; i++) await th.recordFailure('a@x.org', '1.1.1.1');
    await expect(th.assertAllowed('a@x.org', '1.1.1.1')).resolves.toBeUndefined();
    await th.recordFailure('a@x.org', '1.1.1.1'); // third failure: 2 s
    await retryAfter(th.assertAllowed('a@x.org', '1.1.1.1'));
    advance(2);
    await expect(th.assertAllowed('a@x.org', '1.1.1.1')).resolves.toBeUndefined();
    for (let i = 0; i < 20; i++) await th.recordFailure('a@x.org', '1.1.1.1');
    advance(899);
    await retryAfter(th.assertAllowed('a@x.org', '1.1.1.1'));
    advance(1); // capped at 900 s, never a lockout
    await expect(th.assertAllowed('a@x.org', '1.1.1.1')).resolves.toBeUndefined();
  });

  it('never slows an address that has not failed on the account, however many failures others made', async () => {
    const { th } = throttle();
    for (let i = 0; i < 100; i++) await th.recordFailure('victim@x.org', '6.6.6.6');
    await retryAfter(th.assertAllowed('victim@x.org', '6.6.6.6'));
    await expect(th.assertAllowed('victim@x.org', '7.7.7.7')).resolves.toBeUndefined();
  });

  it('slows every address that fails on an account under attack, unless it signed in to it lately', async () => {
    const { th, advance } = throttle();
    await th.recordSuccess('v@x.org', '10.0.0.1'); // the owner's usual address
    for (let i = 0; i < 6; i++) await th.recordFailure('v@x.org', `198.51.100.${i}`); // one guess per address
    // Each attacking address has failed once: the account's slowdown (2^1 × 2 s) now applies to it.
    await retryAfter(th.assertAllowed('v@x.org', '198.51.100.1'));
    await th.recordFailure('v@x.org', '10.0.0.1'); // the owner mistypes at home
    await expect(th.assertAllowed('v@x.org', '10.0.0.1')).resolves.toBeUndefined();
    advance(7); // seven failures on the account: 2^2 × 2 s = 8 s after the pair's own last failure
    await retryAfter(th.assertAllowed('v@x.org', '198.51.100.1'));
    advance(1);
    await expect(th.assertAllowed('v@x.org', '198.51.100.1')).resolves.toBeUndefined();
  });

  it('forgets a pair and the account on success, and everything after the window', async () => {
    const { th, advance } = throttle({ pairFreeFailures: 1 });
    await th.recordFailure('a@x.org', '1.1.1.1');
    await retryAfter(th.assertAllowed('a@x.org', '1.1.1.1'));
    await th.recordSuccess('a@x.org', '1.1.1.1');
    await expect(th.assertAllowed('a@x.org', '1.1.1.1')).resolves.toBeUndefined();
    await th.recordFailure('b@x.org', '1.1.1.1');
    advance(901);
    await expect(th.assertAllowed('b@x.org', '1.1.1.1')).resolves.toBeUndefined();
  });

  it('stops an address at its (high) ceiling of failures across all accounts', async () => {
    const { th } = throttle({ perAddress: 50 });
    // Fifty failures on five accounts: far from a spray, but the ceiling counts every failure.
    for (let i = 0; i < 50; i++) await th.recordFailure(`u${i % 5}@x.org`, '2.2.2.2');
    await retryAfter(th.assertAllowed('fresh@x.org', '2.2.2.2'));
    await expect(th.assertAllowed('fresh@x.org', '3.3.3.3')).resolves.toBeUndefined();
  });
});
