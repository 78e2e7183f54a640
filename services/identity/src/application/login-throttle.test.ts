import { describe, expect, it } from '@jest/globals';
import { RateLimitedError } from '@counsel/kit';
import { LoginThrottle } from './login-throttle.js';

describe('login throttle', () => {
  it('blocks an account after its failures and forgets them after a success', async () => {
    const t = new LoginThrottle({ perAccount: 3, perAddress: 100, windowSeconds: 60 });
    for (let i = 0; i < 2; i++) await t.recordFailure('a@x.org', '1.1.1.1');
    await expect(t.assertAllowed('a@x.org', '1.1.1.1')).resolves.toBeUndefined();
    await t.recordSuccess('a@x.org');
    for (let i = 0; i < 3; i++) await t.recordFailure('a@x.org', '1.1.1.1');
    await expect(t.assertAllowed('a@x.org', '1.1.1.1')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(t.assertAllowed('b@x.org', '1.1.1.1')).resolves.toBeUndefined();
  });
  it('blocks an address spraying many accounts', async () => {
    const t = new LoginThrottle({ perAccount: 100, perAddress: 4, windowSeconds: 60 });
    for (let i = 0; i < 4; i++) await t.recordFailure(`u${i}@x.org`, '2.2.2.2');
    await expect(t.assertAllowed('fresh@x.org', '2.2.2.2')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(t.assertAllowed('fresh@x.org', '3.3.3.3')).resolves.toBeUndefined();
  });
});
