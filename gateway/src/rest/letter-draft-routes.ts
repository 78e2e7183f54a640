import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ID, jsonBody } from './body.js';
import { execute } from './execute.js';
import { RestLetterDraftDocument } from '../gql/graphql.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

/** Types only: which kinds, whose student and which request stay with the chat service (one refusal for REST and GraphQL). */
const draftInput = jsonBody({
  studentId: ID,
  kind: z.string('kind must be one of counselor_letter, teacher_letter'),
  requestId: ID.nullish(),
});

/** Staff draft the counselor letter, the teacher asked their own; a student is refused before the body is read. */
const DRAFTERS: { access: Access; forbidden: string } = { access: 'staffOrTeacher', forbidden: 'Only staff and teachers draft letters' };

/** A letter's first draft with citations, returned only (the client submits the letter later). */
export function registerLetterDraftRoutes(app: FastifyInstance, d: RouteDeps) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/letters/draft', { schema: { body: draftInput }, config: DRAFTERS }, async (req) =>
    (await execute(d.apollo, await d.context(req), RestLetterDraftDocument, { studentId: req.body.studentId, kind: req.body.kind, requestId: req.body.requestId ?? null })).letterDraft);
}
