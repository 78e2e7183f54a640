import { describe, expect, it } from '@jest/globals';
import { costFor, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const h = await hashPassword('correct horse');
    expect(h.startsWith('scrypt$')).toBe(true);
    expect(h).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', h)).toBe(true);
    expect(await verifyPassword('correct horsf', h)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('the work factor', () => {
  it('is the production one in a running portal, whatever NODE_ENV says, and cheap only inside jest', () => {
    expect(costFor({})).toBe(32768);
    expect(costFor({ NODE_ENV: 'production' })).toBe(32768);
    expect(costFor({ NODE_ENV: 'test' })).toBe(32768);
    expect(costFor({ JEST_WORKER_ID: '1', NODE_ENV: 'development' })).toBe(32768);
    expect(costFor({ JEST_WORKER_ID: '1', NODE_ENV: 'test' })).toBe(1024);
  });

  it('is read from the stored hash when verifying, so a hash made at either cost verifies', async () => {
    const h = await hashPassword('correct horse');
    const [, n] = h.split('$');
    expect(Number(n)).toBe(costFor(process.env));
    const strong = h.replace(`scrypt$${n}$`, 'scrypt$32768$');
    // The same salt and key under another N is a different hash: N must come from the stored string.
    expect(await verifyPassword('correct horse', strong)).toBe(false);
  });
});
