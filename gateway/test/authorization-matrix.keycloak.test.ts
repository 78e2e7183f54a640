/**
 * The authorization matrix, unchanged, against sessions opened with a Keycloak access token at
 * POST /api/auth/session. Keycloak with the shipped realm in a container (testcontainers), the portal in Keycloak
 * mode; the matrix's accounts are made through the portal (registration, the admin's staff accounts: identity makes
 * the realm users), except the first admin, whom an operator makes in the realm. Each session is opened with an
 * access token the realm issues to the web client (counsel-web), as keycloak-js hands one over after the browser
 * flow; here the test asks for it with a direct grant the test turns on for that client. Skipped without Docker.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, it } from '@jest/globals';
import { dockerAvailable } from '@counsel/kit/mongo';
import type { RunningKeycloak } from '../../services/identity/test/keycloak-container.js';
import { describeAuthorizationMatrix } from './support/authorization-matrix-suites.js';
import { buildMatrixContext, type Credentials, type MatrixAccounts, type SignIn } from './support/matrix-context.js';
import { Client, startTestPortal } from './support/portal.js';

const run = await dockerAvailable();

/**
 * The web client issues the session's tokens: a direct grant for the test, and tokens that outlive the run (a
 * browser renews them through keycloak-js; the matrix's long-lived sessions have no one to renew them).
 */
async function webClientForTests(operator: Awaited<ReturnType<typeof import('../../services/identity/test/keycloak-container.js').realmOperator>>) {
  const [web] = await operator.clients.find({ clientId: 'counsel-web' });
  if (!web?.id) throw new Error('the shipped realm has no counsel-web client');
  await operator.clients.update({ id: web.id }, {
    ...web, directAccessGrantsEnabled: true, attributes: { ...web.attributes, 'access.token.lifespan': '7200' },
  });
}

/** A session opened the Keycloak way: a realm access token for the web client, handed to POST /api/auth/session. */
function realmSignIn(kc: RunningKeycloak): SignIn {
  return async (baseUrl, creds) => {
    const res = await fetch(`${kc.url}/realms/${kc.realm}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'counsel-web', username: creds.email, password: creds.password, scope: 'openid' }),
    });
    const token = await res.json() as { access_token?: string; error_description?: string };
    if (!token.access_token) throw new Error(`realm token for ${creds.email}: ${res.status} ${token.error_description ?? ''}`);
    const client = new Client(baseUrl);
    const opened = await client.post('/api/auth/session', { accessToken: token.access_token });
    if (opened.status !== 200 || !client.cookie) throw new Error(`POST /api/auth/session for ${creds.email}: ${opened.status} ${opened.text.slice(0, 300)}`);
    return client;
  };
}

if (!run) {
  describe('the authorization matrix with Keycloak sessions', () => {
    it.skip('skipped: needs a Docker engine for testcontainers (run it where one exists)', () => undefined);
  });
} else {
  const { realmOperator, startKeycloak } = await import('../../services/identity/test/keycloak-container.js');
  // Direct grants on the identity client too (KEYCLOAK_DIRECT_GRANT): the table's password rows (login, register,
  // set-password) and `newStudent` need them, as they do in embedded mode.
  const kc = await startKeycloak({ directGrants: true });
  const operator = await realmOperator(kc);
  await webClientForTests(operator);
  const portal = await startTestPortal({
    KEYCLOAK_URL: kc.url, KEYCLOAK_REALM: kc.realm, KEYCLOAK_CLIENT_SECRET: kc.clientSecret, KEYCLOAK_DIRECT_GRANT: 'true',
  });
  afterAll(async () => {
    await portal.close();
    await kc.stop();
  }, 120_000);

  const signIn = realmSignIn(kc);
  const password = `matrix-${randomBytes(6).toString('hex')}`;
  const tag = `${process.pid}-${Date.now().toString(36)}`;

  // The first admin: an operator's realm user (no one in Counsel can make an admin before there is one).
  const admin: Credentials = { email: `matrix-admin-${tag}@district.example`, password };
  const { id: adminId } = await operator.users.create({
    username: admin.email, email: admin.email, firstName: 'Matrix', lastName: 'Admin', enabled: true, emailVerified: true,
    credentials: [{ type: 'password', value: password, temporary: false }],
  });
  const adminRole = (await operator.roles.find()).find((r) => r.name === 'admin')!;
  await operator.users.addRealmRoleMappings({ id: adminId, roles: [{ id: adminRole.id!, name: 'admin' }] });
  const adminClient = await signIn(portal.url, admin);

  // A guardian: a realm user with the guardian role (an invitation's link is the embedded issuer's), linked to no one.
  const guardian: Credentials = { email: `matrix-guardian-${tag}@district.example`, password };
  const { id: guardianId } = await operator.users.create({
    username: guardian.email, email: guardian.email, firstName: 'Matrix', lastName: 'Guardian', enabled: true, emailVerified: true,
    credentials: [{ type: 'password', value: password, temporary: false }],
  });
  const guardianRole = (await operator.roles.find()).find((r) => r.name === 'guardian')!;
  await operator.users.addRealmRoleMappings({ id: guardianId, roles: [{ id: guardianRole.id!, name: 'guardian' }] });

  // The counselor: a staff account the admin makes (identity creates the realm user).
  const counselor: Credentials = { email: `matrix-counselor-${tag}@district.example`, password };
  const made = await adminClient.post('/api/auth/register-counselor', { ...counselor, firstName: 'Matrix', lastName: 'Counselor', role: 'counselor' });
  if (made.status !== 201) throw new Error(`POST /api/auth/register-counselor: ${made.status} ${made.text.slice(0, 300)}`);

  // The owner and the other student: registered students with a profile (the demo students are embedded-only).
  async function student(name: string): Promise<Credentials> {
    const creds = { email: `matrix-${name}-${tag}@district.example`, password };
    const reg = await new Client(portal.url).post<{ id: string }>('/api/auth/register', { ...creds, firstName: 'Matrix', lastName: name });
    if (reg.status !== 201) throw new Error(`POST /api/auth/register: ${reg.status} ${reg.text.slice(0, 300)}`);
    const session = await signIn(portal.url, creds);
    const prof = await session.post('/api/students', { userId: reg.body.id, gpa: 3.4, grade: '11' });
    if (prof.status !== 201) throw new Error(`POST /api/students: ${prof.status} ${prof.text.slice(0, 300)}`);
    return creds;
  }
  const accounts: MatrixAccounts = {
    signIn,
    credentials: { admin, counselor, owner: await student('owner'), other: await student('other') },
    guardian,
  };
  const ctx = await buildMatrixContext(portal.url, portal.bus, accounts);

  describe('the authorization matrix with Keycloak sessions', () => {
    describeAuthorizationMatrix(ctx);
  });
}
