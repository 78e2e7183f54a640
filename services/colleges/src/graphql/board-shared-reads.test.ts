import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import type { Principal, RequestContext } from '@counsel/kit';
import { boardSharedReads } from './board-shared-reads.js';

const counselor: Principal = { userId: 'c1', email: 'c@x', firstName: null, lastName: null, role: 'counselor', sessionId: null, schoolIds: ['a'] };
const ctx = (principal: Principal | null) => ({ principal }) as Pick<RequestContext, 'principal'> as RequestContext;
const BOARD = parse('query { deadlineBoard(input: { scope: ALL }) { studentName application { id college { name } } } }');

describe('the board kept per reader', () => {
  const state = { store: '1.0' as string | null, catalog: 7 as number | null, now: new Date('2026-11-29T23:59:00Z') };
  const reads = boardSharedReads({ store: { revision: () => state.store }, catalog: { revision: () => state.catalog }, now: () => state.now });

  it('covers the board alone', () => {
    expect(reads.covers(BOARD, undefined)).toBe(true);
    expect(reads.covers(parse('query { deadlineBoard { studentName } applicationsCsv }'), undefined)).toBe(false);
    expect(reads.covers(parse('query { studentApplications(studentId: "s") { id } }'), undefined)).toBe(false);
  });

  it('is scoped by reader, the store\'s and the catalog\'s revisions and the day; nothing kept without them', () => {
    const scope = reads.scope(ctx(counselor), BOARD, undefined);
    expect(scope).not.toBeNull();
    expect(reads.scope(ctx({ ...counselor, userId: 'c2' }), BOARD, undefined)).not.toBe(scope);
    expect(reads.scope(ctx(null), BOARD, undefined)).toBeNull();
    state.store = '1.1';
    const afterWrite = reads.scope(ctx(counselor), BOARD, undefined);
    expect(afterWrite).not.toBe(scope);
    state.catalog = 8;
    const afterLoad = reads.scope(ctx(counselor), BOARD, undefined);
    expect(afterLoad).not.toBe(afterWrite);
    state.now = new Date('2026-11-30T00:00:01Z');
    expect(reads.scope(ctx(counselor), BOARD, undefined)).not.toBe(afterLoad);
    state.catalog = null;
    expect(reads.scope(ctx(counselor), BOARD, undefined)).toBeNull();
    state.catalog = 8;
    state.store = null;
    expect(reads.scope(ctx(counselor), BOARD, undefined)).toBeNull();
  });
});
