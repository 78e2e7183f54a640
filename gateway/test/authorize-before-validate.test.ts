/**
 * Authorize first, then validate: on every REST route, a caller who may not
 * call it gets 401 (signed out) or 403 (a role the route refuses) even when the request is also invalid:
 * a bad id in the path, a body that is not an object or has every field wrong, a bad query string. A
 * validation message must never reach someone the route refuses. (Ownership, which needs the record, is
 * the owning service's to check after validation: the `other` student is not asked here.)
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { REST_ROUTES as CORE_ROUTES, type RouteRow } from './authorization-table.js';
import { COLLEGES_ROUTES } from './authorization-table.colleges.js';
import { COUNSELING_ROUTES } from './authorization-table.counseling.js';
import { RECORDS_ROUTES } from './authorization-table.records.js';
import { SCHOOL_DOCUMENTS_ROUTES } from './authorization-table.school-documents.js';
import { PLANNING_ROUTES } from './authorization-table.planning.js';
import { OUTCOMES_ROUTES } from './authorization-table.outcomes.js';
import { GUARDIANS_ROUTES } from './authorization-table.guardians.js';
import { buildMatrixContext, type Caller } from './support/matrix-context.js';
import { startTestPortal, type Client } from './support/portal.js';

const portal = await startTestPortal();
afterAll(async () => portal.close());
const ctx = await buildMatrixContext(portal.url);

const REST_ROUTES: RouteRow[] = [...CORE_ROUTES, ...COLLEGES_ROUTES, ...RECORDS_ROUTES, ...COUNSELING_ROUTES, ...SCHOOL_DOCUMENTS_ROUTES, ...PLANNING_ROUTES, ...OUTCOMES_ROUTES, ...GUARDIANS_ROUTES];
const BAD_ID = 'not*an*id';
/** Every field of every route's body the wrong type; `null` is refused as a body by every route too. */
const BAD_BODIES = ['null', JSON.stringify({
  email: 5, password: [], firstName: {}, lastName: 7, role: 'root', userId: 3, gpa: 'x', satScore: 'x', courses: 'x', activities: 1,
  message: '', provider: 5, studentId: 9, key: 1, value: 2, uploadURL: 4, fileName: 5, type: 'document', title: 6, tags: 'x',
  visibleToStudents: 'yes', collegeSizePreferences: 1,
})];
const BAD_QUERY = '?limit=abc&offset=-1&sort=shoe-size&k=x&q=';

/** Role refusals: the callers each row refuses by role (anon is 401 everywhere it is not public). */
function refused(row: RouteRow): [Caller, number][] {
  const out: [Caller, number][] = [];
  for (const caller of ['anon', 'owner', 'counselor', 'admin'] as const) {
    const expected = row.expect[caller];
    if (expected === 401 || expected === 403) out.push([caller, expected]);
  }
  return out;
}

async function send(client: Client, method: string, path: string, body?: string, contentType = 'application/json') {
  const headers: Record<string, string> = {};
  if (client.cookie) headers.cookie = client.cookie;
  if (body !== undefined) headers['content-type'] = contentType;
  const res = await fetch(portal.url + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, text };
}

const cases = REST_ROUTES.flatMap((row) => refused(row).map(([caller, status]) => ({ row, caller, status })));

describe('refusals come before validation', () => {
  it('covers the routes that refuse someone', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases.map((c) => [`${c.row.method} ${c.row.path}`, c.caller, c.status, c] as const))('%s as %s: %i', async (_name, caller, status, c) => {
    const path = c.row.path.replace(/:[A-Za-z]+/g, BAD_ID) + (c.row.method === 'GET' ? BAD_QUERY : '');
    // A route that takes bytes is sent bytes it cannot use, under their own content type.
    const raw = c.row.body === 'raw';
    const bodies = c.row.method === 'GET' || c.row.method === 'DELETE' ? [undefined] : raw ? ['not what this route takes'] : BAD_BODIES;
    for (const body of bodies) {
      const res = await send(ctx.clients[caller], c.row.method, path, body, raw ? 'application/octet-stream' : 'application/json');
      expect({ status: res.status, body: res.text }).toEqual({ status, body: expect.any(String) });
    }
  });
});
