/**
 * The authorization matrix's rows run as `describe` blocks against one portal through a matrix context, so the
 * same table runs against an embedded portal (authorization-matrix.test.ts) and a Keycloak one
 * (authorization-matrix.keycloak.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import type { GraphQLObjectType } from 'graphql';
import { registeredRoutes } from '../../src/route-inventory.js';
import { composeApiSchema } from '../../src/supergraph.js';
import { GRAPHQL_FIELDS as CORE_FIELDS, REST_ROUTES as CORE_ROUTES, expectedOutcome, type Outcome, type RouteRow, type FieldRow } from '../authorization-table.js';
import { IDENTITY_FIELDS, IDENTITY_ROUTES } from '../authorization-table.identity.js';
import { ROSTER_FIELDS, ROSTER_ROUTES } from '../authorization-table.roster.js';
import { COLLEGES_FIELDS, COLLEGES_ROUTES } from '../authorization-table.colleges.js';
import { RECORDS_FIELDS, RECORDS_ROUTES } from '../authorization-table.records.js';
import { COUNSELING_FIELDS, COUNSELING_ROUTES } from '../authorization-table.counseling.js';
import { LETTERS_FIELDS, LETTERS_ROUTES } from '../authorization-table.letters.js';
import { AI_ANSWERS_FIELDS } from '../authorization-table.ai-answers.js';
import { SCHOOL_DOCUMENTS_FIELDS, SCHOOL_DOCUMENTS_ROUTES } from '../authorization-table.school-documents.js';
import { LETTER_DRAFT_FIELDS, LETTER_DRAFT_ROUTES } from '../authorization-table.letter-draft.js';
import { NOTIFICATIONS_FIELDS, NOTIFICATIONS_ROUTES } from '../authorization-table.notifications.js';
import { PLANNING_FIELDS, PLANNING_ROUTES } from '../authorization-table.planning.js';
import { OUTCOMES_FIELDS, OUTCOMES_ROUTES } from '../authorization-table.outcomes.js';
import { REPORTING_FIELDS, REPORTING_ROUTES } from '../authorization-table.reporting.js';
import { GUARDIANS_FIELDS, GUARDIANS_ROUTES } from '../authorization-table.guardians.js';
import { CALLERS, type Caller, type MatrixContext } from './matrix-context.js';
import type { Client } from './client.js';

const REST_ROUTES: RouteRow[] = [...CORE_ROUTES, ...IDENTITY_ROUTES, ...ROSTER_ROUTES, ...COLLEGES_ROUTES, ...RECORDS_ROUTES, ...COUNSELING_ROUTES,
  ...LETTERS_ROUTES, ...SCHOOL_DOCUMENTS_ROUTES, ...LETTER_DRAFT_ROUTES, ...NOTIFICATIONS_ROUTES, ...PLANNING_ROUTES, ...OUTCOMES_ROUTES, ...GUARDIANS_ROUTES, ...REPORTING_ROUTES];
const GRAPHQL_FIELDS: FieldRow[] = [...CORE_FIELDS, ...IDENTITY_FIELDS, ...ROSTER_FIELDS, ...COLLEGES_FIELDS, ...AI_ANSWERS_FIELDS, ...RECORDS_FIELDS,
  ...COUNSELING_FIELDS, ...LETTERS_FIELDS, ...SCHOOL_DOCUMENTS_FIELDS, ...LETTER_DRAFT_FIELDS, ...NOTIFICATIONS_FIELDS, ...PLANNING_FIELDS, ...OUTCOMES_FIELDS, ...GUARDIANS_FIELDS, ...REPORTING_FIELDS];

const key = (method: string, path: string) => `${method} ${path}`;

// The root fields the supergraph exposes, from the same composition the gateway serves (introspection
// is off for callers at /graphql).
const schema = (() => {
  const api = composeApiSchema();
  const fields = (t: GraphQLObjectType | null | undefined) => Object.keys(t?.getFields() ?? {});
  return [
    ...fields(api.getQueryType()).map((field) => ({ type: 'Query' as const, field })),
    ...fields(api.getMutationType()).map((field) => ({ type: 'Mutation' as const, field })),
  ];
})();
const exposed = new Set(schema.map((f) => `${f.type}.${f.field}`));

/**
 * Declares the table's suites; every row calls through `ctx`. Called after the portal started: which rows run
 * depends on what the gateway registered.
 */
export function describeAuthorizationMatrix(ctx: MatrixContext) {
  const apiRoutes = registeredRoutes().filter((r) => r.url.startsWith('/api/'));
  const registered = new Set(apiRoutes.map((r) => key(r.method, r.url)));

  function matches(outcome: Outcome | undefined, status: number): boolean {
    if (outcome === 'ok') return status >= 200 && status < 400;
    if (outcome === 'allowed') return status < 500 && status !== 401 && status !== 403;
    return status === outcome;
  }

  /** Sends as the client's session without letting a Set-Cookie change the long-lived client. */
  async function send(client: Client, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    if (client.cookie) h.cookie = client.cookie;
    let payload: string | Buffer | undefined;
    if (method !== 'GET' && method !== 'DELETE') {
      if (Buffer.isBuffer(body)) payload = body;
      else {
        payload = JSON.stringify(body ?? {});
        h['content-type'] ??= 'application/json';
      }
    }
    const res = await fetch(ctx.baseUrl + path, { method, headers: h, body: payload, redirect: 'manual' });
    const text = await res.text();
    return { status: res.status, text };
  }

  const GRAPHQL_STATUS: Record<string, number> = {
    UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_USER_INPUT: 400, GRAPHQL_VALIDATION_FAILED: 400, NOT_FOUND: 404, CONFLICT: 409, RATE_LIMITED: 429,
  };

  /** A GraphQL answer as a REST-like status: the first error's status (or code), else 200. */
  async function sendGraphql(client: Client, document: string, variables: Record<string, unknown> = {}) {
    const res = await send(client, 'POST', '/graphql', { query: document, variables });
    if (res.status >= 500) return res;
    let parsed: { errors?: { message: string; extensions?: { code?: string; status?: number } }[] } = {};
    try { parsed = JSON.parse(res.text); } catch { return { status: 502, text: res.text }; }
    const first = parsed.errors?.[0];
    if (!first) return { status: res.status, text: res.text };
    const status = first.extensions?.status ?? GRAPHQL_STATUS[first.extensions?.code ?? ''] ?? 500;
    return { status, text: res.text };
  }

  interface Mismatch { caller: Caller; expected: Outcome; got: number; answer: string }

  async function runRow(row: RouteRow | FieldRow, call: (caller: Caller, fixture: never) => Promise<{ status: number; text: string }>) {
    const fixture = (row.fixture ? await row.fixture(ctx) : undefined) as never;
    const mismatches: Mismatch[] = [];
    for (const caller of CALLERS) {
      const res = await call(caller, fixture);
      const expected = expectedOutcome(row.expect, caller);
      if (!matches(expected, res.status)) mismatches.push({ caller, expected, got: res.status, answer: res.text.slice(0, 200) });
      // A 5xx is never a permission answer, whatever the row says.
      if (res.status >= 500) mismatches.push({ caller, expected: '< 500' as unknown as Outcome, got: res.status, answer: res.text.slice(0, 200) });
    }
    expect(mismatches).toEqual([]);
  }

  describe('the authorization table', () => {
    it('has a row for every /api route the gateway registered', () => {
      expect(apiRoutes.length).toBeGreaterThan(5);
      const rows = new Set(REST_ROUTES.map((r) => key(r.method, r.path)));
      const missing = apiRoutes.map((r) => key(r.method, r.url)).filter((k) => !rows.has(k));
      // Add each one to gateway/test/authorization-table.ts (REST_ROUTES).
      expect(missing).toEqual([]);
    });

    it('has a row for every GraphQL root field of the supergraph', () => {
      expect(schema.length).toBeGreaterThan(5);
      const rows = new Set(GRAPHQL_FIELDS.map((r) => `${r.type}.${r.field}`));
      const missing = [...exposed].filter((f) => !rows.has(f));
      // Add each one to gateway/test/authorization-table.ts (GRAPHQL_FIELDS).
      expect(missing).toEqual([]);
    });

    it('lists each route and field once', () => {
      const restKeys = REST_ROUTES.map((r) => key(r.method, r.path));
      const fieldKeys = GRAPHQL_FIELDS.map((r) => `${r.type}.${r.field}`);
      expect(restKeys.filter((k, i) => restKeys.indexOf(k) !== i)).toEqual([]);
      expect(fieldKeys.filter((k, i) => fieldKeys.indexOf(k) !== i)).toEqual([]);
    });
  });

  describe('REST routes', () => {
    for (const row of REST_ROUTES) {
      const name = key(row.method, row.path);
      const active = registered.has(name);
      (active ? it : it.skip)(active ? name : `${name} (not registered yet)`, async () => {
        await runRow(row, async (caller, fixture) => {
          const c = row.request ? await row.request(ctx, caller, fixture) : {};
          if (!c.path && row.path.includes(':')) throw new Error(`row ${name} needs a request builder for its path parameters`);
          return send(c.client ?? ctx.clients[caller], row.method, c.path ?? row.path, c.body, c.headers);
        });
      });
    }
  });

  describe('GraphQL root fields', () => {
    for (const row of GRAPHQL_FIELDS) {
      const name = `${row.type}.${row.field}`;
      const active = exposed.has(name);
      (active ? it : it.skip)(active ? name : `${name} (not in the supergraph yet)`, async () => {
        await runRow(row, async (caller, fixture) => {
          const c = row.call ? await row.call(ctx, caller, fixture) : {};
          return sendGraphql(c.client ?? ctx.clients[caller], row.document, c.variables);
        });
      });
    }
  });
}
