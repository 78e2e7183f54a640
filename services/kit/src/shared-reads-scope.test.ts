import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import { anySharedReads, readerKey, selectsOnly, type SharedReads } from './shared-reads.js';

const roots = new Set(['students']);
const never = new Set(['user']);

describe('selectsOnly', () => {
  it('admits a query of the given root fields that selects none of the refused fields', () => {
    expect(selectsOnly(parse('query { students { total items { id } } }'), undefined, roots, never)).toBe(true);
    expect(selectsOnly(parse('query { __typename students { total } }'), undefined, roots, never)).toBe(true);
  });

  it('refuses another root field, a refused field at any depth (fragments too), and mutations', () => {
    expect(selectsOnly(parse('query { students { total } student(id: "1") { id } }'), undefined, roots, never)).toBe(false);
    expect(selectsOnly(parse('query { students { items { ...F } } } fragment F on Student { user { id } }'), undefined, roots, never)).toBe(false);
    expect(selectsOnly(parse('mutation { students { total } }'), undefined, roots, never)).toBe(false);
    expect(selectsOnly(parse('query A { students { total } } query B { other }'), 'B', roots, never)).toBe(false);
  });
});

describe('readerKey', () => {
  it('tells apart readers a rule could treat differently, and only those', () => {
    const counselor = { userId: 'u1', role: 'counselor', schoolIds: ['a'] };
    expect(readerKey(counselor)).toBe(readerKey({ ...counselor }));
    expect(readerKey(counselor)).not.toBe(readerKey({ ...counselor, userId: 'u2' }));
    expect(readerKey(counselor)).not.toBe(readerKey({ ...counselor, role: 'admin' }));
    expect(readerKey(counselor)).not.toBe(readerKey({ ...counselor, schoolIds: ['b'] }));
    expect(readerKey(counselor)).not.toBe(readerKey({ ...counselor, schoolIds: null }));
    expect(readerKey({ userId: 'g', role: 'guardian', studentUserIds: ['s1'] })).not.toBe(readerKey({ userId: 'g', role: 'guardian', studentUserIds: ['s2'] }));
  });
});

describe('anySharedReads', () => {
  it('covers what either kind covers, scoped by the kind that covers it', () => {
    const kind = (field: string): SharedReads<string> => ({
      covers: (document) => selectsOnly(document, undefined, new Set([field]), new Set()),
      scope: (ctx) => `${field}:${ctx}`,
    });
    const reads = anySharedReads(kind('colleges'), kind('deadlineBoard'));
    const board = parse('query { deadlineBoard { studentName } }');
    const catalog = parse('query { colleges { total } }');
    const other = parse('query { students { total } }');
    expect(reads.covers(board, undefined)).toBe(true);
    expect(reads.scope('me', board, undefined)).toBe('deadlineBoard:me');
    expect(reads.scope('me', catalog, undefined)).toBe('colleges:me');
    expect(reads.covers(other, undefined)).toBe(false);
    expect(reads.scope('me', other, undefined)).toBeNull();
  });
});
