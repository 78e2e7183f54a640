import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import type { Principal, RequestContext } from '@counsel/kit';
import { userSharedReads } from './user-shared-reads.js';

const student: Principal = { userId: 'u1', email: 'u@x', firstName: null, lastName: null, role: 'student', sessionId: null, schoolIds: ['a'] };
const ctx = (principal: Principal | null) => ({ principal }) as Pick<RequestContext, 'principal'> as RequestContext;

describe('identity\'s kept reads', () => {
  const store = { rev: '1.0' as string | null, revision() { return this.rev; } };
  const reads = userSharedReads(store);
  const ENTITIES = parse('query($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { email firstName } } }');

  it('covers (as copies) only the entities hop, not the caller\'s account or sign-in', () => {
    expect(reads.covers(ENTITIES, undefined)).toBe('copies');
    expect(reads.covers(parse('query { me { email } }'), undefined)).toBe(false);
    expect(reads.covers(parse('query($r: [_Any!]!) { me { email } _entities(representations: $r) { __typename } }'), undefined)).toBe(false);
    expect(reads.covers(parse('mutation { logout }'), undefined)).toBe(false);
  });

  it('scopes by reader and revision; keeps nothing signed out or without a revision', () => {
    const scope = reads.scope(ctx(student), ENTITIES, undefined);
    expect(scope).toContain('1.0');
    expect(reads.scope(ctx({ ...student, userId: 'u2' }), ENTITIES, undefined)).not.toBe(scope);
    expect(reads.scope(ctx({ ...student, role: 'counselor' }), ENTITIES, undefined)).not.toBe(scope);
    expect(reads.scope(ctx(null), ENTITIES, undefined)).toBeNull();
    store.rev = '1.1';
    expect(reads.scope(ctx(student), ENTITIES, undefined)).not.toBe(scope);
    store.rev = null;
    expect(reads.scope(ctx(student), ENTITIES, undefined)).toBeNull();
  });
});
