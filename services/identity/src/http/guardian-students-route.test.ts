import { afterEach, beforeEach, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { Subjects } from '@counsel/proto-events';
import { createTokenVerifier, errorAnswer, type Principal } from '@counsel/kit';
import { httpGuardianStudents, withGuardianStudents } from '../../../kit/src/guardian-students.js';
import { openIdentityHarness, type IdentityHarness } from '../../test/support/identity-harness.js';
import { until } from '../../../kit/test/support/eventually.js';
import { registerInternalRoutes } from './internal-routes.js';

const ADDRESS = '203.0.113.7';
const counselor: Principal = { userId: 'c-1', email: 'c@school.org', firstName: 'Cara', lastName: 'Counselor', role: 'counselor', sessionId: null, schoolIds: ['school-a'] };

let h: IdentityHarness;
let app: FastifyInstance;
let url = '';
beforeEach(async () => {
  h = await openIdentityHarness();
  const jwks = createLocalJWKSet((await h.credentials.jwks()) as JSONWebKeySet);
  const verifier = createTokenVerifier({ jwks, issuer: 'https://issuer.test' });
  app = Fastify();
  // As the kit's service server answers a thrown error (its status, never a stack).
  app.setErrorHandler((err, _req, reply) => { const a = errorAnswer(err); return reply.status(a.status).send({ message: a.message }); });
  // The sign-in parts are not reached by this route.
  registerInternalRoutes(app, h.service, h.credentials, { realmSignIn: null as never, options: null as never }, { verifier: () => verifier, guardians: h.guardians });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => { await app.close(); await h.close(); });

it('answers a guardian\u2019s own linked students from the links (a removed link at once), and no one else', async () => {
  await h.bus.publish(Subjects.studentsProfileUpserted, {
    studentId: 's-maya', userId: 'u-maya', schoolId: 'school-a',
    profile: {
      firstName: 'Maya', lastName: 'Chen', email: null, dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null,
      grade: '12', highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
      internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: new Date().toISOString(),
    },
  });
  await until('identity keeps the student', async () => Boolean(await h.stores.guardians.student('s-maya')));
  const invitation = await h.guardians.invite(counselor, 's-maya', { email: 'rosa@family.org', name: 'Rosa Chen', language: 'es' });
  await h.service.setPasswordWithToken({ token: invitation!.setPasswordUrl!.split('#token=')[1], password: 'rosa-secret-1' }, ADDRESS);
  const { session } = await h.service.login({ email: 'rosa@family.org', password: 'rosa-secret-1' }, ADDRESS);
  const token = (await h.service.exchange(session.token)).accessToken;

  const ask = (bearer?: string) => fetch(`${url}/internal/guardian/students`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  expect((await ask()).status).toBe(401);
  expect((await ask('not-a-token')).status).toBe(401);
  const res = await ask(token);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ studentUserIds: ['u-maya'] });

  // The services' verifier reads the same answer over HTTP; the link removed, the route answers none.
  const lookup = httpGuardianStudents(() => url);
  expect(await lookup(token)).toEqual(['u-maya']);
  await h.guardians.removeLink(counselor, invitation!.link.id);
  expect(await lookup(token)).toEqual([]);
  expect((await withGuardianStudents(createTokenVerifier({ jwks: createLocalJWKSet((await h.credentials.jwks()) as JSONWebKeySet), issuer: 'https://issuer.test' }), lookup)
    .verify(token)).studentUserIds).toEqual(['u-maya']); // a token with the claim (embedded) is read as it is

  // Another role's token is refused.
  const { session: student } = await h.service.register({ email: 'sam@school.org', password: 'sam-secret-12', firstName: 'Sam', lastName: 'Ortiz' }, ADDRESS);
  expect((await ask((await h.service.exchange(student.token)).accessToken)).status).toBe(403);
});
