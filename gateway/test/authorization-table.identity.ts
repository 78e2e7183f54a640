/**
 * Authorization rows for identity's issue-16 additions (imported accounts' set-password links). Concatenated into
 * the table's REST_ROUTES and GRAPHQL_FIELDS (gateway/test/authorization-table.ts).
 */
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';

/**
 * Anyone may try a link. The table's callers hold no valid one, so each is refused on input: 400 with the one
 * "invalid or expired" message, or 429 once the link throttle slows this address; never 401 or 403.
 */
const ANYONE_PAST_AUTHORIZATION = Object.fromEntries(
  ['anon', 'owner', 'other', 'teacher', 'counselor', 'admin', 'foreignCounselor'].map((caller) => [caller, 'allowed']),
) as Expectations;
const UNKNOWN_TOKEN = 'x'.repeat(43);

export const IDENTITY_ROUTES: RouteRow[] = [
  // The browser sign-in. Public: the realm's token is the credential. The matrix runs embedded, where
  // there is no realm, so every caller passes authorization and is told it is not configured (404).
  route({
    method: 'GET', path: '/api/auth/sign-in-options', expect: PERMISSIONS.public,
    note: 'public: what the sign-in page offers', body: 'none',
  }),
  route({
    method: 'POST', path: '/api/auth/session', expect: ANYONE_PAST_AUTHORIZATION,
    note: 'public: the realm access token is the credential; embedded mode answers 404 (no realm)',
    request: () => ({ body: { accessToken: 'not.a.token' } }),
  }),
  route({
    method: 'POST', path: '/api/auth/set-password', expect: ANYONE_PAST_AUTHORIZATION,
    note: 'public: the link is the credential; an unknown token answers 400 (429 once throttled)',
    request: () => ({ body: { token: UNKNOWN_TOKEN, password: 'matrix-link-1' } }),
  }),
  // Each caller's own account only: there is no id to name another's.
  route({
    method: 'PUT', path: '/api/me/language', expect: PERMISSIONS.signedIn,
    note: "the caller's own language", request: () => ({ body: { language: 'en' } }),
  }),
];

export const IDENTITY_FIELDS: FieldRow[] = [
  field({
    type: 'Query', field: 'importedAccountCount', document: 'query { importedAccountCount(importId: "matrix-no-such-import") }',
    expect: PERMISSIONS.adminOnly, note: 'an import no account event has reached: admins get 0',
  }),
  field({
    type: 'Mutation', field: 'issueSetPasswordLinks',
    document: 'mutation { issueSetPasswordLinks(importId: "matrix-no-such-import") { userId url } }',
    expect: PERMISSIONS.adminOnly, note: 'an import with no accounts: admins get an empty list',
  }),
  field({
    type: 'Mutation', field: 'setPasswordWithToken',
    document: `mutation { setPasswordWithToken(token: "${UNKNOWN_TOKEN}", password: "matrix-link-1") { user { id } } }`,
    expect: ANYONE_PAST_AUTHORIZATION, note: 'public: the link is the credential; an unknown token answers 400 (429 once throttled)',
  }),
  field({
    type: 'Mutation', field: 'setMyLanguage', document: 'mutation { setMyLanguage(language: "en") { id language } }',
    expect: PERMISSIONS.signedIn, note: "the caller's own language",
  }),
];
