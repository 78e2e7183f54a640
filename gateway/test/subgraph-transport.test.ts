import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, DEMO, startTestPortal, type TestPortal } from './support/portal.js';
import { startSplitPortal, type SplitPortal } from './support/split-portal.js';
import { newStudent } from './support/new-student.js';
import { PORTAL_WAIT } from './support/portal-wait.js';
import { until } from '../../services/kit/test/support/eventually.js';

// The same calls through both subgraph transports: in-process (embedded) and HTTP (distributed). Their
// answers must not differ, including errors and authorization.
let embedded: TestPortal;
let split: SplitPortal;
beforeAll(async () => {
  [embedded, split] = await Promise.all([startTestPortal(), startSplitPortal()]);
});
afterAll(async () => {
  await embedded?.close();
  await split?.close();
});

async function journey(baseUrl: string) {
  const student = new Client(baseUrl);
  const counselor = new Client(baseUrl);
  const anon = new Client(baseUrl);
  await student.login(DEMO.student);
  await counselor.login(DEMO.counselor);
  const me = await student.get<{ id: string; firstName: string; userId: string }>('/api/students/me');
  const otherStudent = new Client(baseUrl);
  await otherStudent.login(DEMO.otherStudent);
  const other = await otherStudent.get<{ id: string }>('/api/students/me');
  const strip = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });
  return {
    me: { status: me.status, firstName: me.body.firstName },
    // A field the students subgraph resolves from identity (an entity fetch: two subgraphs, one query).
    withUser: strip(await counselor.get(`/api/students/${me.body.id}`)).status,
    list: (await counselor.get<unknown[]>('/api/students')).body.length,
    forbidden: strip(await student.get(`/api/students/${other.body.id}`)),
    signedOut: strip(await anon.get('/api/students/me')),
    notFound: strip(await counselor.get('/api/students/does-not-exist')),
    invalid: strip(await student.put(`/api/students/${me.body.id}`, { gpa: 'very high' })),
    graphqlError: (await counselor.post<{ errors?: { message: string; extensions?: { code?: string } }[] }>('/graphql', { query: '{ users { items { id } } }' })).body.errors?.map((e) => e.extensions?.code),
  };
}

describe('subgraph transports', () => {
  it('answer the same, in-process and over HTTP', async () => {
    const [a, b] = await Promise.all([journey(embedded.url), journey(split.url)]);
    expect(a.me).toEqual({ status: 200, firstName: 'Maya' });
    expect(a.withUser).toBe(200);
    expect(a.forbidden.status).toBe(403);
    expect(a.signedOut.status).toBe(401);
    expect(a.notFound.status).toBe(404);
    expect(a.invalid.status).toBe(400);
    expect(a.graphqlError).toEqual(['FORBIDDEN']);
    expect(b).toEqual(a);
  });

  it('both end a session on the next request when identity answers that it ended it (a reset, a GraphQL sign-out)', async () => {
    for (const portal of [embedded, split]) {
      const admin = new Client(portal.url);
      await admin.login(DEMO.admin);
      for (const end of ['reset', 'logout'] as const) {
        const user = new Client(portal.url);
        const reg = await user.post<{ id: string }>('/api/auth/register', {
          email: `transport-${end}-${Math.random().toString(36).slice(2, 8)}@example.org`, password: 'first-pass', firstName: 'T', lastName: 'P',
        });
        expect(reg.status).toBe(201);
        expect((await user.get('/api/auth/user')).status).toBe(200);
        if (end === 'reset') expect((await admin.put(`/api/users/${reg.body.id}/password`, { password: 'second-pass' })).status).toBe(200);
        else expect((await user.post<{ data?: { logout: boolean } }>('/graphql', { query: 'mutation { logout }' })).body.data?.logout).toBe(true);
        expect((await user.get('/api/auth/user')).status).toBe(401);
      }
    }
  });

  it('both end a student\'s session on the next request when the records service answers their record\'s deletion', async () => {
    for (const portal of [embedded, split]) {
      const admin = new Client(portal.url);
      await admin.login(DEMO.admin);
      const s = await newStudent(portal.url, 'transport-deleted');
      expect((await s.client.get('/api/auth/user')).status).toBe(200);
      // The records service learns of the student from the profile's event: until then the deletion answers 404.
      await until('the deletion requested', () => admin.delete(`/api/students/${s.studentId}`), (res) => res.status === 202, PORTAL_WAIT);
      expect((await s.client.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('really are two paths: only the split portal reaches the subgraphs over HTTP', async () => {
    const graphqlCalls = async (metricsUrl: string) => {
      const text = await (await fetch(`${metricsUrl}/metrics/identity`)).text();
      const line = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count') && l.includes('route="/graphql"') && l.includes('method="POST"'));
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    expect(await graphqlCalls(split.services.metricsUrl)).toBeGreaterThan(0);
    expect(await graphqlCalls(embedded.metricsUrl)).toBe(0);
  });
});
