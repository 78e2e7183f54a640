import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ID, idParams, jsonBody } from './body.js';
import { execute, type VariablesOf } from './execute.js';
import {
  RestSchoolDocumentsDocument, RestSaveSchoolDocumentDocument, RestUploadSchoolProfileDocument, RestBragSheetDocument, RestSaveBragSheetDocument,
  RestBragSheetQuestionsDocument, RestSetBragSheetQuestionsDocument, RestShareBragSheetDocument, type SchoolDocumentState,
} from '../gql/graphql.js';
import { proxyStoredFile } from './stored-files.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The zod schemas settle types only; what a kind may hold, lengths, the file's content and who may see or change
 * what stay with the letters service, so REST and GraphQL callers read one refusal.
 */
const STATES = ['not_started', 'draft', 'ready'] as const satisfies readonly SchoolDocumentState[];
const KIND = z.string('kind is required').regex(/^[a-z_]{1,40}$/, 'Kind must be one of counselor_letter, school_report, transcript, mid_year_report, final_report');
const num = (m: string) => z.number(m).nullish();
const documentInput = jsonBody({
  state: z.enum(STATES, 'State must be one of not_started, draft, ready'),
  text: z.string('Text must be text').nullish(),
  pdfBase64: z.string('pdfBase64 must be the PDF file encoded as base64').nullish(),
  fileName: z.string('fileName must be text').nullish(),
  form: z.object({
    gpa: num('GPA must be a number from 0 to 20'), gpaScale: num('The GPA scale must be a number from 1 to 20'),
    rank: z.string('Rank must be text').nullish(), courseRigor: z.string('Course rigor must be text').nullish(),
    ratings: z.array(z.object({ category: z.string('Rating category must be text'), level: z.string('Rating level must be text') }), 'ratings must be a list').nullish(),
  }, 'form must be the school report form').nullish(),
});
const profileInput = jsonBody({
  schoolYear: z.string('schoolYear must be a school year such as 2026-2027'),
  pdfBase64: z.string('pdfBase64 must be the PDF file encoded as base64'),
  fileName: z.string('fileName must be text').nullish(),
});
const answersInput = jsonBody({
  answers: z.array(z.object({ questionId: z.string('answers must be a list of { questionId, answer }'), answer: z.string('answers must be a list of { questionId, answer }') }),
    'answers must be a list of { questionId, answer }'),
});
const promptsInput = jsonBody({ prompts: z.array(z.string('prompts must be a list of 1 to 20 questions'), 'prompts must be a list of 1 to 20 questions') });
const shareInput = jsonBody({ shared: z.boolean('shared must be true or false') });

const SIGNED_IN: { access: Access } = { access: 'signedIn' };
const STAFF: { access: Access } = { access: 'staff' };
const ADMIN: { access: Access; forbidden: string } = { access: 'admin', forbidden: 'Only an admin can upload a school profile' };
/** A PDF arrives as base64 in the body: the documents' 10 MB limit plus a third, and room for the rest. */
const FILE_BODY_LIMIT = Math.ceil(10_485_760 * 4 / 3) + 65_536;

/**
 * The counselor's packet (school documents, the school profile, the per-college PDF) and brag sheets. Routes a
 * student also reads are signed-in gates; the letters service decides whose (a teacher finds no such student).
 */
export function registerSchoolDocumentsRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };

  r.get('/api/students/:id/school-documents', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestSchoolDocumentsDocument, { studentId: req.params.id })).schoolDocuments);

  r.put('/api/students/:id/school-documents/:kind', {
    schema: { params: z.object({ id: ID, kind: KIND }), body: documentInput }, config: SIGNED_IN, bodyLimit: FILE_BODY_LIMIT,
  }, async (req) => (await run(req, RestSaveSchoolDocumentDocument, { studentId: req.params.id, kind: req.params.kind, input: req.body })).saveSchoolDocument);

  // The packet's bytes come from the letters service, which authorizes with the caller's own token and logs the read.
  r.get('/api/students/:id/packets/:file', { schema: { params: z.object({ id: ID, file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.pdf$/, 'Invalid college id') }) }, config: STAFF },
    async (req, reply) => proxyStoredFile(d, req, reply, 'letters', `/internal/students/${req.params.id}/packets/${req.params.file.slice(0, -4)}`, 'packet.pdf', 'attachment'));

  r.put('/api/schools/:id/school-profile', { schema: { ...byId, body: profileInput }, config: ADMIN, bodyLimit: FILE_BODY_LIMIT }, async (req) =>
    (await run(req, RestUploadSchoolProfileDocument, { schoolId: req.params.id, input: req.body })).uploadSchoolProfile);

  r.get('/api/students/:id/brag-sheet', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestBragSheetDocument, { studentId: req.params.id })).bragSheet);

  r.put('/api/students/:id/brag-sheet', { schema: { ...byId, body: answersInput }, config: SIGNED_IN }, async (req) =>
    (await run(req, RestSaveBragSheetDocument, { studentId: req.params.id, answers: req.body.answers })).saveBragSheet);

  r.get('/api/schools/:id/brag-sheet-questions', { schema: byId, config: STAFF }, async (req) =>
    (await run(req, RestBragSheetQuestionsDocument, { schoolId: req.params.id })).bragSheetQuestions);

  r.put('/api/schools/:id/brag-sheet-questions', { schema: { ...byId, body: promptsInput }, config: STAFF }, async (req) =>
    (await run(req, RestSetBragSheetQuestionsDocument, { schoolId: req.params.id, prompts: req.body.prompts })).setBragSheetQuestions);

  r.put('/api/recommendation-requests/:id/brag-sheet-share', { schema: { ...byId, body: shareInput }, config: SIGNED_IN }, async (req) =>
    (await run(req, RestShareBragSheetDocument, { requestId: req.params.id, shared: req.body.shared })).shareBragSheet);
}
