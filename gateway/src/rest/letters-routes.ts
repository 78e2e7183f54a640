import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { lettersRuleMessages as RULES } from '@counsel/letters';
import { ID, idParams, jsonBody, wholeNumber } from './body.js';
import { execute, type VariablesOf } from './execute.js';
import {
  RestRequestRecommendationDocument, RestRecommendationRequestsDocument, RestChangeRecommendationRequestDocument,
  RestSubmitRecommendationLetterDocument, RestRecommendationLetterDocument, RestRecommendationTeachersDocument,
  type RecommendationRequestAction, type RecommendationRequestScope, type RecommendationRequestState,
} from '../gql/graphql.js';
import { orNotFound } from './rest-error.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The zod schemas settle types and the enums' wire values, in the letters rules' words. Lengths, who may ask
 * whom, who may move a request and the FERPA waiver stay with the letters service, so REST and GraphQL callers
 * read one refusal.
 */
const ACTIONS = ['accept', 'decline', 'cancel'] as const satisfies readonly RecommendationRequestAction[];
const STATES = ['requested', 'accepted', 'declined', 'cancelled', 'submitted'] as const satisfies readonly RecommendationRequestState[];
const SCOPES = ['mine', 'queue', 'caseload'] as const satisfies readonly RecommendationRequestScope[];

const requestInput = jsonBody({
  teacherUserId: z.string(RULES.teacherUserId),
  applicationIds: z.array(ID, RULES.applicationIds).nullish(),
  note: z.string(RULES.note).nullish(),
  waived: z.boolean(RULES.waived),
});
const changeInput = jsonBody({ action: z.enum(ACTIONS, RULES.action), reason: z.string(RULES.reason).nullish() });
const letterInput = jsonBody({ text: z.string(RULES.letterText), aiDraftUsed: z.boolean(RULES.aiDraftUsed).nullish() });
const SCOPE = `scope must be one of ${SCOPES.join(', ')}`;
const listQuery = z.object({
  scope: z.enum(SCOPES, SCOPE).optional(),
  state: z.enum(STATES, RULES.state).optional(),
  pendingForMoreThanDays: wholeNumber('pendingForMoreThanDays'),
  teacherUserId: ID.optional(),
  page: wholeNumber('page'),
  pageSize: wholeNumber('pageSize'),
});

const SIGNED_IN: { access: Access } = { access: 'signedIn' };
const STUDENT: { access: Access; forbidden: string } = { access: 'student', forbidden: 'Only a student can ask for a letter' };
const TEACHER: { access: Access; forbidden: string } = { access: 'teacher', forbidden: 'Only the teacher asked can submit the letter' };

/**
 * Recommendation requests and letters. The letters service decides whose: the student who asked, the teacher
 * asked, staff who may see the student. Routes every role uses are signed-in gates, so a caller is told what the
 * service tells them (a request of someone else is not found), not that the route exists for other roles.
 */
export function registerLettersRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };

  r.post('/api/students/:id/recommendation-requests', { schema: { ...byId, body: requestInput }, config: STUDENT }, async (req, reply) =>
    reply.status(201).send((await run(req, RestRequestRecommendationDocument, { studentId: req.params.id, input: req.body })).requestRecommendation));

  // Teacher: their queue; staff: the requests of students they may see; student: their own.
  r.get('/api/recommendation-requests', { schema: { querystring: listQuery }, config: SIGNED_IN }, async (req) => {
    const { scope, ...filter } = req.query;
    return (await run(req, RestRecommendationRequestsDocument, { scope, filter })).recommendationRequests;
  });

  r.patch('/api/recommendation-requests/:id', { schema: { ...byId, body: changeInput }, config: SIGNED_IN }, async (req) =>
    (await run(req, RestChangeRecommendationRequestDocument, { id: req.params.id, input: req.body })).changeRecommendationRequest);

  r.post('/api/recommendation-requests/:id/letter', { schema: { ...byId, body: letterInput }, config: TEACHER }, async (req) =>
    (await run(req, RestSubmitRecommendationLetterDocument, { id: req.params.id, input: req.body })).submitRecommendationLetter);

  // The letter per the waiver rule: a student who waived reads "not found", as for a letter that does not exist.
  r.get('/api/recommendation-requests/:id/letter', { schema: byId, config: SIGNED_IN }, async (req) =>
    orNotFound((await run(req, RestRecommendationLetterDocument, { requestId: req.params.id })).recommendationLetter, 'Letter not found'));

  r.get('/api/students/:id/teachers', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestRecommendationTeachersDocument, { studentId: req.params.id })).recommendationTeachers);
}
