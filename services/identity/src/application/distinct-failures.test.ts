import { describe, expect, it } from '@jest/globals';
import { DistinctFailures } from './distinct-failures.js';

function counter(o: { maxAccountsPerAddress?: number; maxAddresses?: number } = {}) {
  let t = 0;
  const c = new DistinctFailures({ windowMs: 60_000, maxAccountsPerAddress: o.maxAccountsPerAddress ?? 10, maxAddresses: o.maxAddresses ?? 100, now: () => t });
  return { c, advance: (ms: number) => { t += ms; } };
}

describe('distinct failed accounts per address', () => {
  it('counts each account once (Unicode emails too: the service normalizes case before), and forgives one that signs in', () => {
    const { c } = counter();
    for (const a of ['zoë@école.fr', 'zoë@école.fr', 'Zoë@école.fr', '李@学校.cn']) c.add('1.1.1.1', a);
    expect(c.get('1.1.1.1')?.accounts).toBe(3);
    c.forgive('1.1.1.1', 'zoë@école.fr');
    expect(c.get('1.1.1.1')?.accounts).toBe(2);
    c.forgive('1.1.1.1', 'Zoë@école.fr');
    c.forgive('1.1.1.1', '李@学校.cn');
    expect(c.get('1.1.1.1')).toBeNull();
  });

  it('stays bounded under a flood of made-up accounts and addresses', () => {
    const { c } = counter({ maxAccountsPerAddress: 10, maxAddresses: 5 });
    for (let i = 0; i < 1000; i++) c.add('1.1.1.1', `${'x'.repeat(200)}${i}@spray.test`);
    expect(c.get('1.1.1.1')?.accounts).toBe(10); // capped: the count stays at the cap, the oldest go
    for (let a = 0; a < 5; a++) c.add(`2.2.2.${a}`, 'a@x.org');
    expect(c.get('1.1.1.1')).toBeNull(); // the address idle longest went first
    expect(c.get('2.2.2.0')?.accounts).toBe(1);
  });

  it('drops accounts one window after their last failure, and the address with its last one', () => {
    const { c, advance } = counter();
    c.add('1.1.1.1', 'a@x.org');
    advance(30_000);
    c.add('1.1.1.1', 'b@x.org');
    advance(30_000);
    expect(c.get('1.1.1.1')).toEqual({ accounts: 1, lastAt: 30_000 });
    advance(29_999);
    expect(c.get('1.1.1.1')?.accounts).toBe(1);
    advance(1);
    expect(c.get('1.1.1.1')).toBeNull();
  });
});
