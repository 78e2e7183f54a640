import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../request-context.js';
import { objectBody, idParam, stringField } from './body.js';
import { execute, RestError } from './execute.js';
import type { RouteDeps } from './route-deps.js';

const USER_FIELDS = 'id userId email firstName lastName role';
const M = {
  email: 'Please enter a valid email',
  password: 'Password must be at least 6 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
};

interface AuthResult { user: Record<string, unknown>; session: { token: string; expiresAt: string } }

/** The identity routes of spec section 7, each one GraphQL operation on the supergraph. */
export function registerAuthRoutes(app: FastifyInstance, d: RouteDeps) {
  const setSession = (reply: FastifyReply, session: AuthResult['session']) =>
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true, sameSite: 'lax', secure: d.cookieSecure, path: '/', expires: new Date(session.expiresAt),
    });
  const clearSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  app.get('/api/auth/user', async (req) => {
    const ctx = await d.context(req);
    // Browsers ask this on every page load: a session already carries the answer, so it costs no
    // subgraph call. Callers with a bare access token go through identity's `me`.
    if (ctx.sessionUser) return ctx.sessionUser;
    const data = await execute<{ me: unknown }>(d.apollo, ctx, `query { me { ${USER_FIELDS} } }`);
    if (!data.me) throw new RestError(401, 'Not signed in');
    return data.me;
  });

  app.post('/api/auth/login', async (req, reply) => {
    const body = objectBody(req);
    const vars = { email: stringField(body, 'email', M.email, { max: 320 }), password: stringField(body, 'password', M.password, { max: 1024 }) };
    const data = await execute<{ login: AuthResult }>(d.apollo, await d.context(req),
      `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { ${USER_FIELDS} } session { token expiresAt } } }`, vars);
    setSession(reply, data.login.session);
    return data.login.user;
  });

  app.post('/api/auth/register', async (req, reply) => {
    const body = objectBody(req);
    // Only these four fields are read: a role in the body is ignored (students only).
    const input = {
      email: stringField(body, 'email', M.email, { max: 320 }),
      password: stringField(body, 'password', M.password, { max: 1024 }),
      firstName: stringField(body, 'firstName', M.firstName, { max: 500 }),
      lastName: stringField(body, 'lastName', M.lastName, { max: 500 }),
    };
    const data = await execute<{ register: AuthResult }>(d.apollo, await d.context(req),
      `mutation($input: RegisterInput!) { register(input: $input) { user { ${USER_FIELDS} } session { token expiresAt } } }`, { input });
    setSession(reply, data.register.session);
    return reply.status(201).send(data.register.user);
  });

  app.post('/api/auth/register-counselor', async (req, reply) => {
    const body = objectBody(req);
    const role = body.role ?? 'counselor';
    if (role !== 'counselor' && role !== 'admin') throw new RestError(400, 'Role must be counselor or admin');
    const input = {
      email: stringField(body, 'email', M.email, { max: 320 }),
      password: stringField(body, 'password', M.password, { max: 1024 }),
      firstName: stringField(body, 'firstName', M.firstName, { max: 500 }),
      lastName: stringField(body, 'lastName', M.lastName, { max: 500 }),
      role,
    };
    const data = await execute<{ createStaffAccount: unknown }>(d.apollo, await d.context(req),
      `mutation($input: StaffAccountInput!) { createStaffAccount(input: $input) { ${USER_FIELDS} } }`, { input });
    return reply.status(201).send(data.createStaffAccount);
  });

  const logout = async (sessionId: string | undefined) => {
    if (sessionId) await d.sessions.revoke(sessionId);
  };
  app.post('/api/auth/logout', async (req, reply) => {
    await logout(req.cookies[SESSION_COOKIE]);
    clearSession(reply);
    return { success: true };
  });
  app.get('/api/logout', async (req, reply) => {
    await logout(req.cookies[SESSION_COOKIE]);
    clearSession(reply);
    return reply.redirect('/', 302);
  });

  app.get('/api/users', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const vars = {
      q: q.q ?? null,
      limit: q.limit === undefined ? 200 : Number(q.limit),
      offset: q.offset === undefined ? 0 : Number(q.offset),
    };
    if (!Number.isInteger(vars.limit) || !Number.isInteger(vars.offset)) throw new RestError(400, 'limit and offset must be integers');
    const data = await execute<{ users: { items: unknown[]; total: number } }>(d.apollo, await d.context(req),
      `query($q: String, $limit: Int, $offset: Int) { users(q: $q, limit: $limit, offset: $offset) { total items { ${USER_FIELDS} } } }`, vars);
    reply.header('x-total-count', String(data.users.total));
    return data.users.items;
  });

  app.put('/api/users/:id/password', async (req) => {
    const userId = idParam((req.params as { id?: string }).id);
    const body = objectBody(req);
    const password = stringField(body, 'password', M.password, { max: 1024 });
    await execute(d.apollo, await d.context(req),
      `mutation($userId: ID!, $password: String!) { resetPassword(userId: $userId, password: $password) }`, { userId, password });
    return { success: true };
  });
}
