// Lists keep their filters and page in the address; these helpers decide what the address becomes.
import { describe, expect, it } from '@jest/globals';
import { pageParam, pageValue, withParams } from './address-params';

describe('withParams', () => {
  it('sets the changed parameters and keeps the others', () => {
    const next = withParams(new URLSearchParams('scope=caseload&page=3'), { action: 'login', page: 2 });
    expect(Object.fromEntries(next)).toEqual({ scope: 'caseload', action: 'login', page: '2' });
  });

  it('drops a parameter whose new value is null, undefined or empty', () => {
    const next = withParams(new URLSearchParams('a=1&b=2&c=3&d=4'), { a: null, b: undefined, c: '' });
    expect(next.toString()).toBe('d=4');
  });

  it('keeps a zero, which is a value and not an empty one', () => {
    expect(withParams(new URLSearchParams(''), { maxNetPrice: 0 }).toString()).toBe('maxNetPrice=0');
  });

  it('leaves the address it was given alone', () => {
    const current = new URLSearchParams('page=2');
    withParams(current, { page: null, q: 'x' });
    expect(current.toString()).toBe('page=2');
  });
});

describe('pageParam', () => {
  it('reads a whole page number', () => {
    expect(pageParam('4')).toBe(4);
  });

  it('falls back to the first page for a missing, zero, negative or unreadable page', () => {
    expect([null, '0', '-3', 'abc', ''].map(pageParam)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('pageValue', () => {
  it('leaves the first page out of the address', () => {
    expect(pageValue(1)).toBeNull();
    expect(pageValue(2)).toBe('2');
  });
});
