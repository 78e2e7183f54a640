/**
 * Bad input, property-based (fast-check): every write route of the authorization table gets random,
 * hostile bodies from a caller who is allowed to call it (wrong types, operator objects such as
 * {"$gt": ""}, deep nesting, prototype-pollution keys, unicode, bodies past the size limit, malformed
 * JSON) and hostile path ids. Every answer must be a 4xx JSON `{ message }`, never a 5xx, and nothing
 * the route writes may have changed.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { registeredRoutes } from '../src/route-inventory.js';
import { REST_ROUTES, type RouteRow } from './authorization-table.js';
import { buildMatrixContext, type Caller } from './support/matrix-context.js';
import { startTestPortal, type Client } from './support/portal.js';

const portal = await startTestPortal();
afterAll(async () => portal.close());
const ctx = await buildMatrixContext(portal.url);
const registered = new Set(registeredRoutes().map((r) => `${r.method} ${r.url}`));

const NUM_RUNS = 50;
const ID_RUNS = 15;
const WRITES = REST_ROUTES.filter((r) => r.method !== 'GET');

/** The first caller the row allows (owners first: their writes touch only their fixture). */
function allowedCaller(row: RouteRow): Caller | null {
  return (['owner', 'admin', 'counselor', 'anon', 'other'] as const).find((c) => row.expect[c] === 'ok') ?? null;
}

// ---- hostile values --------------------------------------------------------------------------------

const OPERATORS = [{ $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, { $regex: '.*' }, { $in: [] }, { $or: [{ a: 1 }] }];
const INJECTIONS = ["' OR '1'='1", "'; DROP TABLE users; --", '" OR ""="', '1; SELECT * FROM sqlite_master', '../../../../etc/passwd', '%00', '\u0000', '${7*7}', '<script>alert(1)</script>'];
const nested = (depth: number): unknown => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
/** Values no scalar field accepts: objects, arrays, operators, deep nesting. */
const objectish = fc.oneof(
  fc.constantFrom(...OPERATORS),
  fc.integer({ min: 5, max: 100 }).map(nested),
  fc.array(fc.anything(), { minLength: 0, maxLength: 5 }),
  fc.object({ maxDepth: 3 }),
);
const nonNumericText = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), fc.constantFrom(...INJECTIONS))
  .filter((s) => s.trim() !== '' && !/^\s*-?\d+(\.\d+)?\s*$/.test(s));

/** A value of the wrong kind for a field whose valid value is `valid`. */
function hostileFor(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(valid)) {
    const items = depth < 2 ? hostileFor(valid[0] ?? 'statement', depth + 1) : objectish;
    return fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.integer(), fc.boolean(), fc.constantFrom(...OPERATORS), fc.array(items, { minLength: 1, maxLength: 3 }));
  }
  if (valid && typeof valid === 'object') {
    const keys = Object.keys(valid);
    const mutated = depth < 2 && keys.length
      ? fc.constantFrom(...keys).chain((k) => hostileFor((valid as Record<string, unknown>)[k], depth + 1).map((h) => ({ ...valid, [k]: h })))
      : objectish;
    return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.array(fc.anything(), { maxLength: 3 }), mutated);
  }
  if (typeof valid === 'number') return fc.oneof(objectish, nonNumericText, fc.boolean());
  return objectish;
}

interface Sent { text: string; contentType: string; what: string }

/** One field replaced by thousands of nested objects and arrays, written as text (no deep recursion here). */
function deepBody(valid: Record<string, unknown>): fc.Arbitrary<Sent> {
  const keys = Object.keys(valid);
  return fc.tuple(fc.constantFrom(...(keys.length ? keys : ['extra'])), fc.integer({ min: 500, max: 20_000 })).map(([k, depth]): Sent => {
    const deep = '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth);
    return { text: JSON.stringify({ ...valid, [k]: '__DEEP__' }).replace('"__DEEP__"', deep), contentType: 'application/json', what: `${k} nested ${depth} deep` };
  });
}

/** A request body (as sent on the wire) that must be refused. */
function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<Sent> {
  const json = (what: string) => (v: unknown): Sent => ({ text: JSON.stringify(v), contentType: 'application/json', what });
  const keys = Object.keys(valid);
  const mutatedFields = keys.length
    ? fc.subarray(keys, { minLength: 1 }).chain((ks) =>
      fc.tuple(...ks.map((k) => hostileFor(valid[k]))).map((vals) => ({ ...valid, ...Object.fromEntries(ks.map((k, i) => [k, vals[i]])) })))
    : fc.constant({ ...valid, extra: OPERATORS[0] });
  const polluted = fc.tuple(mutatedFields, fc.constantFrom('__proto__', 'constructor')).map(([b, k]): Sent => {
    const inner = k === '__proto__' ? '{"polluted":"yes","isAdmin":true}' : '{"prototype":{"polluted":"yes"}}';
    return { text: `{"${k}":${inner},${JSON.stringify(b).slice(1)}`, contentType: 'application/json', what: `${k} key` };
  });
  return fc.oneof(
    { weight: 6, arbitrary: mutatedFields.map(json('wrong field types')) },
    { weight: 2, arbitrary: polluted },
    { weight: 1, arbitrary: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.integer(), fc.boolean()).map(json('not an object')) },
    { weight: 1, arbitrary: fc.constantFrom('""', 'null', '0', 'false', '[]', '"{}"').map((t): Sent => ({ text: t, contentType: 'application/json', what: `the JSON value ${t}` })) },
    { weight: 1, arbitrary: fc.constantFrom('{"email":', '{,}', "{'a':1}", '\u0000', '[1,2', '{"a":1}}').map((t): Sent => ({ text: t, contentType: 'application/json', what: 'malformed JSON' })) },
    { weight: 1, arbitrary: deepBody(valid) },
    { weight: 1, arbitrary: fc.constant<Sent>({ text: JSON.stringify({ ...valid, huge: 'x'.repeat(1_100_000) }), contentType: 'application/json', what: 'past the body limit' }) },
    { weight: 1, arbitrary: fc.constant<Sent>({ text: JSON.stringify(valid), contentType: 'text/plain', what: 'not JSON' }) },
  );
}

/** Tried on every route, every run: bodies that are JSON but not an object must never read as `{}`. */
const ALWAYS: [Sent][] = ['""', 'null', '[]', '0'].map((t) => [{ text: t, contentType: 'application/json', what: `the JSON value ${t}` }]);

const hostileId = fc.oneof(
  fc.constantFrom(...INJECTIONS, '..', '%2e%2e%2f', 'a'.repeat(3000), '{"$gt":""}', 'null', 'undefined', '__proto__', 'constructor'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
);

// ---- calls and state ---------------------------------------------------------------------------------

async function sendRaw(client: Client, method: string, path: string, sent?: Sent) {
  const headers: Record<string, string> = {};
  if (client.cookie) headers.cookie = client.cookie;
  if (sent) headers['content-type'] = sent.contentType;
  const res = await fetch(portal.url + path, { method, headers, body: sent?.text, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = null;
  try { body = JSON.parse(text); } catch { /* checked below */ }
  return { status: res.status, body, text };
}

/** What a refused write must leave alone: the accounts, the fixture student's records, the prompt. */
async function snapshot(fixture: unknown) {
  const users = await ctx.clients.admin.get('/api/users?limit=1');
  const parts: unknown[] = [users.headers.get('x-total-count')];
  const fx = fixture as { studentId?: string; client?: Client; s?: { studentId: string; client: Client } } | undefined;
  const student = fx?.studentId && fx.client ? { id: fx.studentId, client: fx.client } : fx?.s ? { id: fx.s.studentId, client: fx.s.client } : null;
  if (student) {
    for (const sub of ['', '/academics', '/activities', '/college-preferences', '/documents']) {
      if (registered.has(`GET /api/students/:id${sub}`)) parts.push((await student.client.get(`/api/students/${student.id}${sub}`)).text);
    }
  }
  if (registered.has('GET /api/system-settings/:key')) parts.push((await ctx.clients.admin.get('/api/system-settings/chatbot_system_prompt')).text);
  return parts;
}

function expectRefusal(res: { status: number; body: unknown; text: string }, what: string) {
  const ok = res.status >= 400 && res.status < 500 && typeof (res.body as { message?: unknown } | null)?.message === 'string';
  if (!ok) throw new Error(`${what}: answered ${res.status} ${res.text.slice(0, 300)}`);
}

// ---- the properties ----------------------------------------------------------------------------------

describe('hostile bodies to every write route', () => {
  for (const row of WRITES) {
    const name = `${row.method} ${row.path}`;
    const caller = allowedCaller(row);
    const kind = row.method === 'DELETE' ? 'none' : row.body ?? 'json';
    const active = registered.has(name) && caller !== null && kind !== 'raw';
    const label = !registered.has(name) ? `${name} (not registered yet)` : kind === 'raw' ? `${name} (takes bytes, not JSON)` : name;
    (active ? it : it.skip)(label, async () => {
      const fixture = row.fixture ? await row.fixture(ctx) : undefined;
      const call = row.request ? await row.request(ctx, caller!, fixture as never) : {};
      const client = call.client ?? ctx.clients[caller!];
      const path = call.path ?? row.path;
      const valid = (call.body && typeof call.body === 'object' && !Buffer.isBuffer(call.body) ? call.body : {}) as Record<string, unknown>;
      const before = await snapshot(fixture);
      await fc.assert(fc.asyncProperty(hostileBody(valid), async (sent) => {
        const res = await sendRaw(client, row.method, path, sent);
        if (kind === 'none') {
          // The route reads no body: whatever arrives, never a 5xx, and a refusal still says why.
          if (res.status >= 500) throw new Error(`${sent.what}: answered ${res.status} ${res.text.slice(0, 300)}`);
          if (res.status >= 400) expectRefusal(res, sent.what);
          return;
        }
        expectRefusal(res, sent.what);
      }), { numRuns: NUM_RUNS, examples: ALWAYS });
      if (kind !== 'none') expect(await snapshot(fixture)).toEqual(before);
    });
  }
});

describe('hostile ids in the path of every write route', () => {
  for (const row of WRITES.filter((r) => r.path.includes(':'))) {
    const name = `${row.method} ${row.path}`;
    const caller = allowedCaller(row);
    const active = registered.has(name) && caller !== null;
    (active ? it : it.skip)(active ? name : `${name} (not registered yet)`, async () => {
      const fixture = row.fixture ? await row.fixture(ctx) : undefined;
      const call = row.request ? await row.request(ctx, caller!, fixture as never) : {};
      const client = call.client ?? ctx.clients[caller!];
      const kind = row.method === 'DELETE' ? 'none' : row.body ?? 'json';
      const before = await snapshot(fixture);
      await fc.assert(fc.asyncProperty(hostileId, async (id) => {
        const path = row.path.replace(/:[A-Za-z]+/, encodeURIComponent(id));
        const sent = kind === 'json' ? { text: JSON.stringify(call.body ?? {}), contentType: 'application/json', what: 'json' } : undefined;
        expectRefusal(await sendRaw(client, row.method, path, sent), `id ${JSON.stringify(id).slice(0, 60)}`);
      }), { numRuns: ID_RUNS });
      expect(await snapshot(fixture)).toEqual(before);
    });
  }
});

it('left Object.prototype alone', () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
});
