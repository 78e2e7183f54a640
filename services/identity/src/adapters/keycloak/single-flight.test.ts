import { describe, expect, it } from '@jest/globals';
import { SingleFlight } from './single-flight.js';

describe('SingleFlight', () => {
  it('joins concurrent calls with one key into one call, and keeps keys apart', async () => {
    const flight = new SingleFlight<string>(1000);
    let calls = 0;
    const slow = (v: string) => async () => { calls++; await new Promise((r) => setTimeout(r, 20)); return `${v}-${calls}`; };
    const [a, b, c] = await Promise.all([flight.run('k', slow('a')), flight.run('k', slow('b')), flight.run('other', slow('c'))]);
    expect(a).toBe(b);
    expect(a).toMatch(/^a-/);
    expect(c).toMatch(/^c-/);
    expect(calls).toBe(2);
  });

  it('answers a repeat within the grace with the same result, and calls again after it', async () => {
    const flight = new SingleFlight<number>(30);
    let calls = 0;
    const call = async () => ++calls;
    expect(await flight.run('k', call)).toBe(1);
    expect(await flight.run('k', call)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await flight.run('k', call)).toBe(2);
  });

  it('forgets a failure at once, so the next call is made', async () => {
    const flight = new SingleFlight<string>(10_000);
    await expect(flight.run('k', async () => { throw new Error('down'); })).rejects.toThrow('down');
    expect(await flight.run('k', async () => 'up')).toBe('up');
  });
});
