import { describe, expect, it } from '@jest/globals';
import { BoundedCache, boundedMemo } from './bounded-memo.js';

describe('BoundedCache', () => {
  it('keeps at most max values, the least recently used out first', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the more recent
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces the value of a key kept again, and keeps false', () => {
    const cache = new BoundedCache<string, boolean>(2);
    cache.set('a', true);
    expect(cache.set('a', false)).toBe(false);
    expect(cache.get('a')).toBe(false);
    expect(cache.size).toBe(1);
  });
});

describe('BoundedCache weighed', () => {
  it('keeps at most maxSize in all, the least recently used out first, and never a value larger than that', () => {
    const cache = new BoundedCache<string, string>(100, { maxSize: 10, sizeOf: (v) => v.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // now the more recent
    cache.set('c', 'cccc'); // 12 > 10: b, the least recent, goes
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('boundedMemo', () => {
  it('answers a repeated argument from memory, the very same value', () => {
    let calls = 0;
    const memo = boundedMemo((text: string) => { calls++; return { text }; }, { max: 10 });
    const first = memo('x');
    expect(memo('x')).toBe(first);
    expect(calls).toBe(1);
    expect(memo('y')).toEqual({ text: 'y' });
    expect(calls).toBe(2);
  });

  it('tells keys apart by identity, and forgets the oldest beyond max', () => {
    let calls = 0;
    const memo = boundedMemo((key: object) => { calls++; return [key]; }, { max: 2 });
    const a = {};
    const b = {};
    const c = {};
    memo(a);
    memo({}); // equal to a, not the same key
    expect(calls).toBe(2);
    memo(b);
    memo(c); // a and the other empty object are out now
    memo(a);
    expect(calls).toBe(5);
    memo(c);
    expect(calls).toBe(5);
  });

  it('does not keep an answer `keep` refuses', () => {
    let calls = 0;
    const memo = boundedMemo((text: string) => { calls++; return text.length; }, { max: 10, keep: (text) => text.length <= 3 });
    memo('long text');
    memo('long text');
    memo('ab');
    memo('ab');
    expect(calls).toBe(3);
  });
});
