import { describe, expect, it } from '@jest/globals';
import { Client, DEMO } from './support/client.js';
import { portalPerFile } from './support/portal-per-file.js';

// In the worker's portal host: nothing here needs the portal's objects, and a request from this process may come
// before the portal has handled the events of the previous one (a password reset's revocation must not depend on them).
const t = portalPerFile();

const fresh = () => new Client(t.portal.url);
const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.org`;

describe('GET /api/auth/user', () => {
  it('is 401 when signed out', async () => {
    const res = await t.c.anon.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not signed in' });
  });

  it.each(['student', 'counselor', 'admin'] as const)('returns the signed-in %s with their role', async (role) => {
    const res = await t.c[role].get<{ role: string; email: string; userId: string; id: string }>('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe(role);
    expect(res.body.userId).toBe(res.body.id);
  });

  it.each(['student', 'counselor', 'admin'] as const)('answers a %s session with exactly what identity says of them', async (role) => {
    // The session path answers from the gateway's session cache; identity's `me` reads the user store.
    const fromSession = await t.c[role].get('/api/auth/user');
    const fromIdentity = await t.c[role].post<{ data: { me: unknown } }>('/graphql', { query: '{ me { id userId email firstName lastName role language } }' });
    expect(fromIdentity.status).toBe(200);
    expect(fromSession.body).toEqual(fromIdentity.body.data.me);
  });
});

describe('POST /api/auth/login', () => {
  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await fresh().post('/api/auth/login', DEMO.counselor);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((v) => v.startsWith('counsel_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.text).not.toContain('token');
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const res = await fresh().post('/api/auth/login', { email: DEMO.student.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password' });
  });

  it('refuses an unknown account the same way', async () => {
    const res = await fresh().post('/api/auth/login', { email: 'nobody@example.org', password: 'whatever1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'secret1' }, 'Please enter a valid email'],
    [{ email: 'a@b.co' }, 'Password must be at least 6 characters'],
    [{ email: 42, password: 'secret1' }, 'Please enter a valid email'],
    [{ email: { $gt: '' }, password: 'secret1' }, 'Please enter a valid email'],
    [{ email: 'a@b.co', password: ['x'] }, 'Password must be at least 6 characters'],
  ])('validates %j', async (body, message) => {
    const res = await fresh().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('answers 429 to an address that keeps failing on an account, even with the right password', async () => {
    const email = uniqueEmail('locked');
    const client = fresh();
    await client.post('/api/auth/register', { email, password: 'right-password', firstName: 'Lock', lastName: 'Out' });
    // Three failures from one address are free, then its attempts wait (sign-in-throttling.test.ts has the rest).
    for (let i = 0; i < 3; i++) expect((await fresh().post('/api/auth/login', { email, password: 'wrong-pass' })).status).toBe(401);
    const res = await fresh().post('/api/auth/login', { email, password: 'right-password' });
    expect(res.status).toBe(429);
    expect((res.body as { message: string }).message).toMatch(/Too many/);
  });
});

describe('sign-in with a district account in embedded mode', () => {
  it('offers the spec\'s password form and registration, and no realm', async () => {
    const res = await t.c.anon.get('/api/auth/sign-in-options');
    expect(res).toMatchObject({ status: 200, body: { mode: 'embedded', passwordSignIn: true, registration: 'form', realm: null } });
  });

  it('answers POST /api/auth/session with 404 (no realm here) and sets no cookie; a body without a token with 400', async () => {
    const client = fresh();
    const res = await client.post('/api/auth/session', { accessToken: 'a.b.c' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Sign-in with a district account is not configured here.' });
    expect(client.cookie).toBeFalsy();
    expect((await fresh().post('/api/auth/session', {})).status).toBe(400);
    expect((await fresh().post('/api/auth/session', { accessToken: 'x'.repeat(20_000) })).status).toBe(400);
  });
});

describe('POST /api/auth/register', () => {
  it('creates a student whatever role the body asks for', async () => {
    const client = fresh();
    const res = await client.post<{ role: string }>('/api/auth/register', { email: uniqueEmail('new'), password: 'secret1', firstName: 'New', lastName: 'Student', role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('student');
    expect((await client.get<{ role: string }>('/api/auth/user')).body.role).toBe('student');
  });

  it('refuses a duplicate email with 409', async () => {
    const res = await fresh().post('/api/auth/register', { email: DEMO.student.email.toUpperCase(), password: 'secret1', firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(409);
  });

  it.each([
    [{ email: 'x@y.org', password: 'secret1', lastName: 'B' }, 'First name is required'],
    [{ email: 'x@y.org', password: 'secret1', firstName: '  ', lastName: 'B' }, 'First name is required'],
    [{ email: 'x@y.org', password: 'secret1', firstName: 'A' }, 'Last name is required'],
    [{ email: 'x@y', password: 'secret1', firstName: 'A', lastName: 'B' }, 'Please enter a valid email'],
    [{ email: 'x@y.org', password: '123', firstName: 'A', lastName: 'B' }, 'Password must be at least 6 characters'],
  ])('validates %j', async (body, message) => {
    const res = await fresh().post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});

describe('bad request bodies', () => {
  it('answers 400 to malformed JSON', async () => {
    const res = await fresh().request('POST', '/api/auth/login', '{"email": "a@b.co", ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it.each(['null', '""', '0'])('answers 400 to the JSON body %s', async (raw) => {
    const res = await fresh().request('POST', '/api/auth/register', raw, { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('reads an empty body with a JSON content type as no body', async () => {
    const res = await t.c.anon.request('POST', '/api/auth/logout', '', { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
  });

  it('answers 400 to a JSON array body', async () => {
    const res = await fresh().post('/api/auth/login', [1, 2]);
    expect(res.status).toBe(400);
  });

  it('answers 413 to a huge body', async () => {
    const res = await fresh().post('/api/auth/register', { email: 'a@b.co', password: 'x'.repeat(2_000_000), firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(413);
    expect(res.text).not.toMatch(/at .*\.js/);
  });

  it('answers 400 to a long but bounded field', async () => {
    const res = await fresh().post('/api/auth/register', { email: 'a@b.co', password: 'secret1', firstName: 'A'.repeat(5000), lastName: 'B' });
    expect(res.status).toBe(400);
  });

  it('never leaks a stack trace', async () => {
    const res = await fresh().request('POST', '/api/auth/login', 'not json at all', { 'content-type': 'application/json' });
    expect(res.text).not.toMatch(/node_modules|at \w+ \(/);
  });
});

describe('POST /api/auth/register-counselor', () => {
  const body = () => ({ email: uniqueEmail('staff'), password: 'secret1', firstName: 'Casey', lastName: 'Lee', role: 'counselor' });
  it.each([['anon', 401], ['student', 403], ['counselor', 403]] as const)('refuses %s with %i', async (who, status) => {
    expect((await t.c[who].post('/api/auth/register-counselor', body())).status).toBe(status);
  });

  it('lets an admin create a counselor who can then sign in', async () => {
    const b = body();
    const res = await t.c.admin.post<{ role: string }>('/api/auth/register-counselor', b);
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('counselor');
    expect((await fresh().post<{ role: string }>('/api/auth/login', { email: b.email, password: b.password })).body.role).toBe('counselor');
  });

  it('creates admins when asked, and defaults to counselor', async () => {
    const a = await t.c.admin.post<{ role: string }>('/api/auth/register-counselor', { ...body(), role: 'admin' });
    expect(a.body.role).toBe('admin');
    const { role: _r, ...noRole } = body();
    const d = await t.c.admin.post<{ role: string }>('/api/auth/register-counselor', noRole);
    expect(d.body.role).toBe('counselor');
  });

  it('refuses the student role', async () => {
    const res = await t.c.admin.post('/api/auth/register-counselor', { ...body(), role: 'student' });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/users', () => {
  it.each([['anon', 401], ['student', 403], ['counselor', 403]] as const)('refuses %s with %i', async (who, status) => {
    expect((await t.c[who].get('/api/users')).status).toBe(status);
  });

  it('lists every user for an admin, with search', async () => {
    const all = await t.c.admin.get<{ email: string }[]>('/api/users');
    expect(all.status).toBe(200);
    expect(all.body.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO).map((d) => d.email)));
    // The search is by name, in any case: Maya Chen and her guardian Lucía Chen, nobody else.
    const found = await t.c.admin.get<{ email: string }[]>('/api/users?q=CHEN');
    expect(found.body.map((u) => u.email).sort()).toEqual(['guardian@counsel.local', DEMO.student.email].sort());
    expect((await t.c.admin.get('/api/users?limit=abc')).status).toBe(400);
  });
});

describe('PUT /api/users/:id/password', () => {
  it.each([['anon', 401], ['student', 403], ['counselor', 403]] as const)('refuses %s with %i', async (who, status) => {
    expect((await t.c[who].put(`/api/users/${t.c.ids.otherStudent}/password`, { password: 'another1' })).status).toBe(status);
  });

  it('resets a student password and ends that student’s sessions', async () => {
    const email = uniqueEmail('reset');
    const victim = fresh();
    const reg = await victim.post<{ id: string }>('/api/auth/register', { email, password: 'first-pass', firstName: 'R', lastName: 'S' });
    expect((await victim.get('/api/auth/user')).status).toBe(200);
    const res = await t.c.admin.put(`/api/users/${reg.body.id}/password`, { password: 'second-pass' });
    expect(res.status).toBe(200);
    expect((await victim.get('/api/auth/user')).status).toBe(401);
    expect((await fresh().post('/api/auth/login', { email, password: 'first-pass' })).status).toBe(401);
    expect((await fresh().post('/api/auth/login', { email, password: 'second-pass' })).status).toBe(200);
  });

  it('has ended the sessions when the reset answers: the old cookie, sent at once, is refused', async () => {
    // Several sessions, each cached by the gateway (a request each), reused the moment the reset answers: a revocation
    // left to the event the gateway handles after answering lets some of them through.
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail('race');
      const victim = fresh();
      const reg = await victim.post<{ id: string }>('/api/auth/register', { email, password: 'first-pass', firstName: 'R', lastName: 'S' });
      const other = fresh();
      await other.login({ email, password: 'first-pass' });
      expect((await victim.get('/api/auth/user')).status).toBe(200);
      expect((await other.get('/api/auth/user')).status).toBe(200);
      expect((await t.c.admin.put(`/api/users/${reg.body.id}/password`, { password: 'second-pass' })).status).toBe(200);
      const [a, b] = await Promise.all([victim.get('/api/auth/user'), other.get('/api/auth/user')]);
      expect([a.status, b.status]).toEqual([401, 401]);
    }
  });

  it.each([
    ['with its arguments as variables', (id: string) => ({ query: 'mutation R($u: ID!, $p: String!) { resetPassword(userId: $u, password: $p) }', variables: { u: id, p: 'second-pass' } })],
    ['aliased, with its arguments inline', (id: string) => ({ query: `mutation { done: resetPassword(userId: ${JSON.stringify(id)}, password: "second-pass") }` })],
  ])('has ended the sessions when a reset through /graphql answers (%s)', async (_how, body) => {
    // The web's admin console resets through /graphql: the same promise as the REST route.
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail('gql-race');
      const victim = fresh();
      const reg = await victim.post<{ id: string }>('/api/auth/register', { email, password: 'first-pass', firstName: 'R', lastName: 'S' });
      expect((await victim.get('/api/auth/user')).status).toBe(200);
      const res = await t.c.admin.post<{ data?: Record<string, boolean> }>('/graphql', body(reg.body.id));
      expect(Object.values(res.body.data ?? {})).toEqual([true]);
      expect((await victim.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('ends nobody\'s sessions when a reset through /graphql is refused', async () => {
    const res = await t.c.counselor.post<{ errors?: unknown[] }>('/graphql', { query: `mutation { resetPassword(userId: ${JSON.stringify(t.c.ids.otherStudent)}, password: "another1") }` });
    expect(res.body.errors?.length).toBe(1);
    expect((await t.c.otherStudent.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses to reset an admin password', async () => {
    const res = await t.c.admin.put(`/api/users/${t.c.ids.admin}/password`, { password: 'another1' });
    expect(res.status).toBe(403);
  });

  it('validates the password and the id', async () => {
    expect((await t.c.admin.put(`/api/users/${t.c.ids.otherStudent}/password`, { password: '123' })).body).toEqual({ message: 'Password must be at least 6 characters' });
    expect((await t.c.admin.put('/api/users/no-such-user/password', { password: 'another1' })).status).toBe(404);
    expect((await t.c.admin.put('/api/users/..%2F..%2Fetc/password', { password: 'another1' })).status).toBe(400);
  });
});

describe('logout', () => {
  it('revokes the session on the server, not just the cookie', async () => {
    const client = fresh();
    await client.login(DEMO.otherStudent);
    const stolenCookie = client.cookie!;
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const replay = new Client(t.portal.url);
    replay.cookie = stolenCookie;
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it.each([['POST', '/api/auth/logout'], ['GET', '/api/logout']])('%s %s with a bearer session token ends that session', async (method, path) => {
    const res = await fetch(`${t.portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }', variables: { e: DEMO.otherStudent.email, p: DEMO.otherStudent.password } }),
    });
    const token = ((await res.json()) as { data: { login: { session: { token: string } } } }).data.login.session.token;
    const api = new Client(t.portal.url, { authorization: `Bearer ${token}` });
    expect((await api.get('/api/auth/user')).status).toBe(200);
    expect((await api.request(method, path)).status).toBe(method === 'GET' ? 302 : 200);
    expect((await api.get('/api/auth/user')).status).toBe(401);
    // A bearer that names no session is simply signed out already.
    expect((await new Client(t.portal.url, { authorization: 'Bearer no-such-session' }).request(method, path)).status).toBe(method === 'GET' ? 302 : 200);
  });

  it('GET /api/logout clears the session and redirects to /', async () => {
    const client = fresh();
    await client.login(DEMO.otherStudent);
    const res = await client.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('CSRF and bearer tokens', () => {
  it('refuses a cookie-authenticated write from another origin', async () => {
    const res = await t.c.admin.post('/api/auth/register-counselor', { email: uniqueEmail('csrf'), password: 'secret1', firstName: 'A', lastName: 'B' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('accepts a session token as a bearer for API clients', async () => {
    const res = await fetch(`${t.portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }', variables: { e: DEMO.counselor.email, p: DEMO.counselor.password } }),
    });
    const token = ((await res.json()) as { data: { login: { session: { token: string } } } }).data.login.session.token;
    const api = new Client(t.portal.url, { authorization: `Bearer ${token}` });
    expect((await api.get<{ role: string }>('/api/auth/user')).body.role).toBe('counselor');
    expect((await new Client(t.portal.url, { authorization: 'Bearer forged.jwt.token' }).get('/api/auth/user')).status).toBe(401);
  });
});
