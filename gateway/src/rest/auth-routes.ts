import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UnauthenticatedError, bearerToken } from '@counsel/kit';
import { SESSION_COOKIE } from '../request-context.js';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityRuleMessages as RULES, LINK_REFUSED, CREATABLE_ROLES, LANGUAGE_REFUSED, realmAccessToken } from '@counsel/identity';
import { idParams, jsonBody, queryText, wholeNumber } from './body.js';
import { execute } from './execute.js';
import {
  RestMeDocument, RestLoginDocument, RestRegisterDocument, RestCreateStaffAccountDocument, RestLogoutDocument, RestUsersDocument,
  RestResetPasswordDocument, RestSetPasswordWithTokenDocument, RestSetMyLanguageDocument, type RestLoginMutation,
} from '../gql/graphql.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The bodies settle types only, in the identity rules' words (the spec's exact messages); formats, lengths and
 * control characters are identity's to check (domain/validation.ts), so REST and GraphQL callers read one refusal.
 */
const email = z.string(RULES.email);
const password = z.string(RULES.password);
const firstName = z.string(RULES.firstName);
const lastName = z.string(RULES.lastName);
/** Only these fields are read: a role in a registration body is dropped (students only). */
const registerBody = jsonBody({ email, password, firstName, lastName });
const staffBody = jsonBody({
  // Absent or null: the schema's default role (counselor).
  role: z.enum(CREATABLE_ROLES, RULES.role).nullish().transform((v) => v ?? undefined),
  email, password, firstName, lastName,
});
/** The token is identity's to check; a refusal reads as identity's. */
const setPasswordBody = jsonBody({ token: z.string(LINK_REFUSED), password });
/** The realm access token the web app got from keycloak-js (the browser sign-in). */
const realmSessionBody = jsonBody({ accessToken: realmAccessToken });
/** Which languages exist is identity's to check; null goes back to the browser's. */
const languageBody = jsonBody({ language: z.string(LANGUAGE_REFUSED).nullable() });
const usersQuery = z.object({ q: queryText('q must be text'), limit: wholeNumber('limit'), offset: wholeNumber('offset') });

/** The identity routes, each one GraphQL operation on the supergraph. */
export function registerAuthRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const setSession = (reply: FastifyReply, session: RestLoginMutation['login']['session']) =>
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true, sameSite: 'lax', secure: d.cookieSecure(reply.request), path: '/', expires: new Date(session.expiresAt),
    });
  const clearSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  app.get('/api/auth/user', async (req) => {
    const ctx = await d.context(req);
    // Browsers ask this on every page load: a session already carries the answer, so it costs no
    // subgraph call. Callers with a bare access token go through identity's `me`.
    if (ctx.sessionUser) return ctx.sessionUser;
    const data = await execute(d.apollo, ctx, RestMeDocument);
    if (!data.me) throw new UnauthenticatedError();
    return data.me;
  });

  // The caller's language for the portal and its emails, remembered on the account.
  r.put('/api/me/language', { schema: { body: languageBody }, config: { access: 'signedIn' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestSetMyLanguageDocument, { language: req.body.language });
    return data.setMyLanguage;
  });

  r.post('/api/auth/login', { schema: { body: jsonBody({ email, password }) } }, async (req, reply) => {
    const vars = req.body;
    const data = await execute(d.apollo, await d.context(req), RestLoginDocument, vars);
    setSession(reply, data.login.session);
    return data.login.user;
  });

  // What the sign-in page offers: the password form, registration, the district's sign-in.
  app.get('/api/auth/sign-in-options', async () => d.sessions.signInOptions());

  // The browser sign-in: keycloak-js signed in at the realm (authorization code + PKCE) and hands the
  // access token over once; identity verifies it against the realm's keys and opens the cookie session every
  // other route relies on. Sent again after keycloak-js renewed it, with the cookie: that session takes the new one.
  r.post('/api/auth/session', { schema: { body: realmSessionBody } }, async (req, reply) => {
    const opened = await d.sessions.open(req.body.accessToken, req.cookies[SESSION_COOKIE] ?? null);
    setSession(reply, opened.session);
    return opened.user;
  });

  // An imported account's one-time link (the web page reads the token from its URL fragment): sets the password
  // and signs in, as login does.
  r.post('/api/auth/set-password', { schema: { body: setPasswordBody } }, async (req, reply) => {
    const vars = req.body;
    // Identity ended the user's older sessions; the gateway forgot them before this answers (sessions-changed.ts).
    const data = await execute(d.apollo, await d.context(req), RestSetPasswordWithTokenDocument, vars);
    setSession(reply, data.setPasswordWithToken.session);
    return data.setPasswordWithToken.user;
  });

  r.post('/api/auth/register', { schema: { body: registerBody } }, async (req, reply) => {
    const input = req.body;
    const data = await execute(d.apollo, await d.context(req), RestRegisterDocument, { input });
    setSession(reply, data.register.session);
    return reply.status(201).send(data.register.user);
  });

  r.post('/api/auth/register-counselor', { schema: { body: staffBody }, config: { access: 'admin' } }, async (req, reply) => {
    const input = req.body;
    const data = await execute(d.apollo, await d.context(req), RestCreateStaffAccountDocument, { input });
    return reply.status(201).send(data.createStaffAccount);
  });

  // Every logout ends the session behind each credential the request carries: the cookie, a session token
  // sent as a bearer, or an access token (identity's `logout` ends the session it was issued for).
  const logout = async (req: FastifyRequest) => {
    const bearer = bearerToken(req.headers.authorization);
    const cookie = req.cookies[SESSION_COOKIE];
    if (bearer && bearer.split('.').length === 3) {
      await execute(d.apollo, await d.context(req), RestLogoutDocument).catch((err: { status?: number }) => {
        if (err.status !== 401) throw err; // an access token that no longer works has nothing left to end
      });
    } else if (bearer) await d.sessions.revoke(bearer);
    if (cookie && cookie !== bearer) await d.sessions.revoke(cookie);
  };
  app.post('/api/auth/logout', async (req, reply) => {
    await logout(req);
    clearSession(reply);
    return { success: true };
  });
  app.get('/api/logout', async (req, reply) => {
    await logout(req);
    clearSession(reply);
    return reply.redirect('/', 302);
  });

  r.get('/api/users', { schema: { querystring: usersQuery }, config: { access: 'admin' } }, async (req, reply) => {
    const vars = { q: req.query.q ?? null, limit: req.query.limit ?? 200, offset: req.query.offset ?? 0 };
    const data = await execute(d.apollo, await d.context(req), RestUsersDocument, vars);
    reply.header('x-total-count', String(data.users.total));
    return data.users.items;
  });

  r.put('/api/users/:id/password', { schema: { params: idParams, body: jsonBody({ password }) }, config: { access: 'admin' } }, async (req) => {
    const userId = req.params.id;
    const { password } = req.body;
    // Identity ended the user's sessions; the gateway forgot them before this answers (sessions-changed.ts).
    await execute(d.apollo, await d.context(req), RestResetPasswordDocument, { userId, password });
    return { success: true };
  });
}
