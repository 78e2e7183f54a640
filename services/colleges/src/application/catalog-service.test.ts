import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UnauthenticatedError, ValidationError, createLogger, loadConfig, type Principal, type RequestContext } from '@counsel/kit';
import { collegesConfigSchema } from '../config.js';
import { CATALOG_QUERY_RULES as RULES } from '../domain/catalog-query.js';
import type { CatalogPage, College } from '../domain/college.js';
import { startCatalogApp, type CatalogApp } from '../wiring/catalog.js';

const log = createLogger('test', 'silent');
const principal = (role: Principal['role'], userId: string): Principal =>
  ({ userId, email: `${userId}@school.org`, firstName: null, lastName: null, role, sessionId: null });
const student = principal('student', 'u-maya');
const counselor = principal('counselor', 'u-coach');
const BERKELEY = '110635';

let app: CatalogApp;
type Fn = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => unknown;
const ctx = (who: Principal | null) => ({ principal: who }) as unknown as RequestContext;
const query = (field: 'colleges' | 'college') => (app.resolvers.Query as Record<string, Fn>)[field];
const colleges = async (who: Principal | null, input?: Record<string, unknown>) =>
  await query('colleges')({}, { input }, ctx(who), {}) as CatalogPage;
const college = async (who: Principal | null, unitid: string) => await query('college')({}, { unitid }, ctx(who), {}) as College | null;
const field = (name: string, c: College) => (app.resolvers.College as Record<string, Fn>)[name](c, {}, ctx(student), {});

beforeAll(async () => {
  // The whole app as the service starts it: the real SQLite index in memory, loaded from the shipped file.
  app = await startCatalogApp(loadConfig(collegesConfigSchema, { DATA_DIR: ':memory:' }), log);
});
afterAll(async () => { await app.close(); });

describe('catalog: who may search', () => {
  it('lets any signed-in user search and read a college', async () => {
    for (const who of [student, counselor, principal('admin', 'u-admin'), principal(null, 'u-none')]) {
      expect((await colleges(who, { q: 'berkeley' })).total).toBeGreaterThan(0);
      expect((await college(who, BERKELEY))?.name).toBe('University of California-Berkeley');
    }
  });

  it('answers a stranger as unauthenticated, before looking at the search', async () => {
    await expect(colleges(null, { q: 'berkeley' })).rejects.toThrow(UnauthenticatedError);
    await expect(colleges(null, { pageSize: 0 })).rejects.toThrow(UnauthenticatedError);
    await expect(college(null, BERKELEY)).rejects.toThrow(UnauthenticatedError);
  });
});

describe('catalog: search', () => {
  it('finds Berkeley from "berkley" and the full name first from its prefix', async () => {
    expect((await colleges(student, { q: 'berkley' })).items.map((c) => c.name)).toContain('University of California-Berkeley');
    expect((await colleges(student, { q: 'University of California-Berk' })).items[0].name).toBe('University of California-Berkeley');
  });

  it('takes the filters of the REST and GraphQL calls, and null for an absent one', async () => {
    const page = await colleges(student, {
      q: null, state: 'ca', control: 'PUBLIC', testPolicy: null, size: 'LARGE', maxAdmissionRate: 0.3, maxNetPrice: null, page: 1, pageSize: 50,
    });
    expect(page.total).toBeGreaterThan(0);
    for (const c of page.items) {
      expect(c).toMatchObject({ state: 'CA', control: 'PUBLIC' });
      expect(c.undergrads).toBeGreaterThan(15000);
      expect(c.admissionRate).toBeLessThanOrEqual(0.3);
    }
    expect(page.items.map((c) => c.name)).toContain('University of California-Berkeley');
  });

  it('pages 20 at a time by default, with the total of all matches', async () => {
    const first = await colleges(student, { state: 'NY' });
    const second = await colleges(student, { state: 'NY', page: 2 });
    expect(first.items).toHaveLength(20);
    expect(second.total).toBe(first.total);
    expect(second.items[0].unitid).not.toBe(first.items[0].unitid);
    expect(first.total).toBe(257);
  });

  it.each([
    [{ pageSize: 0 }, RULES.pageSize], [{ pageSize: 101 }, RULES.pageSize], [{ pageSize: 2.5 }, RULES.pageSize],
    [{ page: 0 }, RULES.page], [{ page: -3 }, RULES.page],
    [{ state: 'California' }, RULES.state], [{ state: 'C1' }, RULES.state],
    [{ maxAdmissionRate: 1.5 }, RULES.maxAdmissionRate], [{ maxAdmissionRate: -0.1 }, RULES.maxAdmissionRate],
    [{ maxNetPrice: -1 }, RULES.maxNetPrice],
    [{ q: 'x'.repeat(101) }, RULES.q],
    [{ control: 'STATE' }, RULES.control], [{ testPolicy: 'BLIND' }, RULES.testPolicy], [{ size: 'HUGE' }, RULES.size],
  ])('refuses %j with "%s"', async (input, message) => {
    const err = await colleges(student, input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe(message);
  });

  it('accepts the limits themselves', async () => {
    expect((await colleges(student, { pageSize: 100, page: 1, maxAdmissionRate: 1, maxNetPrice: 0, q: 'x'.repeat(100) })).items).toEqual([]);
    expect((await colleges(student, { pageSize: 1, maxAdmissionRate: 0 })).items.length).toBeLessThanOrEqual(1);
  });
});

describe('catalog: a college', () => {
  it('has its figures, with the combined SAT percentiles computed from the sections', async () => {
    const c = (await college(student, '243744'))!;
    expect(c).toMatchObject({
      unitid: '243744', name: 'Stanford University', city: 'Stanford', state: 'CA', zip: '94305', control: 'NONPROFIT',
      url: 'https://www.stanford.edu/', undergrads: 7645, admissionRate: 0.0395, satReading25: 720, satMath75: 800,
      act25: 34, act75: 35, testPolicy: 'CONSIDERED', netPrice: 7200, costOfAttendance: 70869, completionRate4yr: 0.9558,
      retentionRate: 0.9826, hbcu: false, religiousAffiliation: null,
    });
    expect(field('sat25', c)).toBe(720 + 750);
    expect(field('sat75', c)).toBe(770 + 800);
    // Berkeley reports no SAT (test-blind): no combined figure either.
    const berkeley = (await college(student, BERKELEY))!;
    expect(berkeley).toMatchObject({ testPolicy: 'NOT_RECOMMENDED', satReading25: null });
    expect(field('sat25', berkeley)).toBeNull();
    expect(field('sat75', { ...c, satMath75: null })).toBeNull();
  });

  it('is null for an unknown or malformed id', async () => {
    expect(await college(student, '999999')).toBeNull();
    expect(await college(student, 'drop table')).toBeNull();
  });

  it('serves the lists by id through the reader, skipping ids that are not colleges', async () => {
    const many = await app.reader.getMany([BERKELEY, '166027', 'nope', '999999']);
    expect([...many.keys()].sort()).toEqual(['110635', '166027']);
    expect((await app.reader.get('166027'))?.name).toBe('Harvard University');
    expect(await app.reader.get('x')).toBeNull();
  });
});
