import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardianRuleMessages as RULES, identityRuleMessages } from '@counsel/identity';
import { idParams, jsonBody } from './body.js';
import { execute } from './execute.js';
import {
  RestGuardianStudentsDocument, RestStudentGuardiansDocument, RestInviteGuardianDocument, RestRemoveGuardianLinkDocument,
  RestSetGuardianConsentDocument,
} from '../gql/graphql.js';
import { orNotFound } from './rest-error.js';
import type { RouteDeps } from './route-deps.js';

/** Types only; the email's format, the name's length and who may invite whom are identity's to check. */
const invitation = jsonBody({
  email: z.string(identityRuleMessages.email),
  name: z.string(RULES.name),
  language: z.enum(['en', 'es'], RULES.language).nullish(),
});
const consent = jsonBody({ given: z.boolean('given must be true or false') });

/**
 * Guardians and their links to students (identity). Who may see a student's links (staff of their school, the
 * student) and remove one (staff, or the adult student when the district asks for consent) is identity's rule:
 * those routes are signed-in gates, and anyone else is told the student or link is not found.
 */
export function registerGuardiansRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/guardian/students', { config: { access: 'guardian' } }, async (req) => {
    return (await execute(d.apollo, await d.context(req), RestGuardianStudentsDocument)).guardianStudents;
  });

  r.get('/api/students/:id/guardians', { schema: { params: idParams }, config: { access: 'signedIn' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestStudentGuardiansDocument, { studentId: req.params.id });
    return orNotFound(data.studentGuardians, 'Student not found');
  });

  r.post('/api/students/:id/guardians', { schema: { params: idParams, body: invitation }, config: { access: 'staff' } }, async (req, reply) => {
    const { email, name, language } = req.body;
    const data = await execute(d.apollo, await d.context(req), RestInviteGuardianDocument, { studentId: req.params.id, input: { email, name, language } });
    reply.code(201);
    return orNotFound(data.inviteGuardian, 'Student not found');
  });

  r.delete('/api/guardian-links/:id', { schema: { params: idParams }, config: { access: 'signedIn' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestRemoveGuardianLinkDocument, { id: req.params.id });
    return { removed: data.removeGuardianLink };
  });

  r.put('/api/guardian-links/:id/consent', {
    schema: { params: idParams, body: consent }, config: { access: 'student', forbidden: 'Only the student decides a guardian\u2019s access' },
  }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestSetGuardianConsentDocument, { id: req.params.id, given: req.body.given });
    return data.setGuardianConsent;
  });
}
