import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import type { Principal, RequestContext } from '@counsel/kit';
import { catalogSharedReads } from './catalog-shared-reads.js';

const student: Principal = { userId: 'u1', email: 's@example.org', firstName: null, lastName: null, role: 'student', sessionId: null };
const counselor: Principal = { ...student, userId: 'u2', role: 'counselor' };
const ctx = (principal: Principal | null) => ({ principal, token: null, requestId: 'r', clientAddress: null, log: undefined }) as unknown as RequestContext;

describe('which catalog reads are kept, and for whom', () => {
  const catalog = { now: 3 as number | null, revision() { return this.now; } };
  const reads = catalogSharedReads(catalog);
  const covers = (text: string, name?: string) => reads.covers(parse(text), name);

  it('covers searches and college reads, and nothing that reads deadlines, other services\' fields or writes', () => {
    expect(covers('query S($input: CollegeSearchInput) { colleges(input: $input) { items { unitid name } total } }')).toBe(true);
    expect(covers('query C($unitid: ID!) { college(unitid: $unitid) { ...F } } fragment F on College { unitid name }')).toBe(true);
    // Curated deadlines are edited at any time, perhaps by another process.
    expect(covers('{ college(unitid: "1") { name deadlines { date } } }')).toBe(false);
    expect(covers('{ college(unitid: "1") { ...F } } fragment F on College { deadlines { date } }')).toBe(false);
    // A student's list (per caller) beside the catalog, a fragment at the root, a write.
    expect(covers('{ colleges { total } studentApplications(studentId: "s") { id } }')).toBe(false);
    expect(covers('{ ...Q } fragment Q on Query { colleges { total } }')).toBe(false);
    expect(covers('mutation { revokeCalendarFeed(studentId: "s") }')).toBe(false);
    // Of a document with several operations, the one asked for.
    expect(covers('query A { colleges { total } } query B { studentApplications(studentId: "s") { id } }', 'A')).toBe(true);
    expect(covers('query A { colleges { total } } query B { studentApplications(studentId: "s") { id } }', 'B')).toBe(false);
  });

  it('keeps one answer for every signed-in caller, by the catalog\'s revision; none for a stranger or mid-load', () => {
    expect(reads.scope(ctx(student))).toBe('catalog@3');
    expect(reads.scope(ctx(counselor))).toBe(reads.scope(ctx(student)));
    expect(reads.scope(ctx(null))).toBeNull();
    catalog.now = 4;
    expect(reads.scope(ctx(student))).toBe('catalog@4');
    catalog.now = null;
    expect(reads.scope(ctx(student))).toBeNull();
  });
});
