import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import type { Principal, RequestContext } from '@counsel/kit';
import { studentSharedReads } from './student-shared-reads.js';

const counselor: Principal = { userId: 'c1', email: 'c@x', firstName: null, lastName: null, role: 'counselor', sessionId: null, schoolIds: ['a'] };
const ctx = (principal: Principal | null) => ({ principal }) as Pick<RequestContext, 'principal'> as RequestContext;

describe('the students service\'s kept reads', () => {
  const store = { rev: '1.0' as string | null, revision() { return this.rev; } };
  const reads = studentSharedReads(store);
  const LIST = parse('query { students(limit: 20) { total items { id firstName gpa targetColleges } } }');

  it('covers the staff list and (as copies) the caller\'s own record, not one student or fields reaching another subgraph or the access log', () => {
    expect(reads.covers(LIST, undefined)).toBe(true);
    expect(reads.covers(parse('query { myStudent { id user { email } } }'), undefined)).toBe('copies');
    expect(reads.covers(parse('query { myStudent { id academics { gpa } } }'), undefined)).toBe(false);
    expect(reads.covers(parse('query { myStudent { id } students { total } }'), undefined)).toBe(false);
    expect(reads.covers(parse('query { student(id: "s") { id } }'), undefined)).toBe(false);
    expect(reads.covers(parse('query { students { items { id user { email } } } }'), undefined)).toBe(false);
    expect(reads.covers(parse('query { students { items { id collegePreferences { statements } } } }'), undefined)).toBe(false);
  });

  it('scopes by reader and revision; keeps nothing signed out or without a revision', () => {
    const scope = reads.scope(ctx(counselor), LIST, undefined);
    expect(scope).toContain('1.0');
    expect(reads.scope(ctx({ ...counselor, schoolIds: ['b'] }), LIST, undefined)).not.toBe(scope);
    expect(reads.scope(ctx(null), LIST, undefined)).toBeNull();
    store.rev = '1.1';
    expect(reads.scope(ctx(counselor), LIST, undefined)).not.toBe(scope);
    store.rev = null;
    expect(reads.scope(ctx(counselor), LIST, undefined)).toBeNull();
  });
});
