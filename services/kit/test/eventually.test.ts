import { describe, expect, it } from '@jest/globals';
import { eventually, until } from './support/eventually.js';

describe('eventually', () => {
  it('retries the assertion until it passes, and returns what it returned', async () => {
    let tries = 0;
    const answer = await eventually(() => {
      tries++;
      expect(tries).toBe(3);
      return 'passed';
    }, { intervalMs: 1 });
    expect(answer).toBe('passed');
    expect(tries).toBe(3);
  });

  it('rethrows the last assertion error at the timeout, so the failure reads as the assertion itself', async () => {
    let tries = 0;
    const failing = eventually(() => {
      tries++;
      expect(`try ${tries}`).toBe('never');
    }, { timeoutMs: 50, intervalMs: 5 });
    await expect(failing).rejects.toMatchObject({ message: expect.stringMatching(/Received: "try \d+"/) });
    await expect(failing).rejects.toMatchObject({ message: expect.stringContaining(`"try ${tries}"`) });
  });
});

describe('until', () => {
  it('returns the first value that holds, read asynchronously', async () => {
    let n = 0;
    expect(await until('three', async () => ++n, (v) => v >= 3, { intervalMs: 1 })).toBe(3);
  });

  it('waits for a truthy value when no condition is given', async () => {
    let n = 0;
    expect(await until('a value', () => (++n >= 2 ? 'there' : null), undefined, { intervalMs: 1 })).toBe('there');
  });

  it('fails at the timeout, naming what it waited for and the last value read', async () => {
    await expect(until('the answer', () => ({ answer: 41 }), (v) => v.answer === 42, { timeoutMs: 30, intervalMs: 5 }))
      .rejects.toThrow('timed out after 30 ms waiting for the answer; last value: {"answer":41}');
  });
});
