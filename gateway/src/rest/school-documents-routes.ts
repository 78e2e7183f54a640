import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ID, idParams, jsonBody } from './body.js';
import { execute, type VariablesOf } from './execute.js';
import {
  RestSchoolDocumentsDocument, RestSaveSchoolDocumentDocument, RestUploadSchoolProfileDocument, RestBragSheetDocument, RestSaveBragSheetDocument,
  RestBragSheetQuestionsDocument, RestSetBragSheetQuestionsDocument, RestShareBragSheetDocument, RestFamilyBragSheetDocument, RestSaveFamilyBragSheetDocument,
  type SchoolDocumentState,
} from '../gql/graphql.js';
import { issueUploadUrl } from '../uploads/upload-urls.js';
import { proxyStoredFile, uploadIdFromUrl } from './stored-files.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The zod schemas settle types only; what a kind may hold, lengths, the file's content and who may see or change
 * what stay with the letters service, so REST and GraphQL callers read one refusal.
 */
const STATES = ['not_started', 'draft', 'ready'] as const satisfies readonly SchoolDocumentState[];
/** A PDF is sent first to a signed upload URL (POST /api/school-documents/upload-url); the save names that URL. */
const UPLOAD_URL = 'uploadURL must be the signed upload URL';
const KIND = z.string('kind is required').regex(/^[a-z_]{1,40}$/, 'Kind must be one of counselor_letter, school_report, transcript, mid_year_report, final_report');
const num = (m: string) => z.number(m).nullish();
const documentInput = jsonBody({
  state: z.enum(STATES, 'State must be one of not_started, draft, ready'),
  text: z.string('Text must be text').nullish(),
  uploadURL: z.string(UPLOAD_URL).nullish(),
  fileName: z.string('fileName must be text').nullish(),
  form: z.object({
    gpa: num('GPA must be a number from 0 to 20'), gpaScale: num('The GPA scale must be a number from 1 to 20'),
    rank: z.string('Rank must be text').nullish(), courseRigor: z.string('Course rigor must be text').nullish(),
    ratings: z.array(z.object({ category: z.string('Rating category must be text'), level: z.string('Rating level must be text') }), 'ratings must be a list').nullish(),
  }, 'form must be the school report form').nullish(),
  aiDraftUsed: z.boolean('aiDraftUsed must be true or false').nullish(),
});
const profileInput = jsonBody({
  schoolYear: z.string('schoolYear must be a school year such as 2026-2027'),
  uploadURL: z.string(UPLOAD_URL),
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
const DOCUMENT_WRITE: { access: Access; forbidden: string } = { access: 'staff', forbidden: 'Only counselors of the student\'s school and admins can change school documents' };
const BRAG_WRITE: { access: Access; forbidden: string } = { access: 'student', forbidden: 'Only the student can fill in their brag sheet' };
const FAMILY_WRITE: { access: Access; forbidden: string } = { access: 'guardian', forbidden: 'Only a guardian of the student can fill in the family part of the brag sheet' };
const BRAG_SHARE: { access: Access; forbidden: string } = { access: 'student', forbidden: 'Only the student who asked can share their brag sheet' };
const ADMIN: { access: Access; forbidden: string } = { access: 'admin', forbidden: 'Only an admin can upload a school profile' };
const STAFF_UPLOAD: { access: Access; forbidden: string } = { access: 'staff', forbidden: 'Only counselors and admins upload school documents' };

/**
 * The counselor's packet (school documents, the school profile, the per-college PDF) and brag sheets. Reads a
 * student also makes are signed-in gates, so the letters service decides whose (a teacher finds no such student);
 * writes are gated by role, so a caller the route refuses never reads a validation message.
 */
export function registerSchoolDocumentsRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };

  r.get('/api/students/:id/school-documents', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestSchoolDocumentsDocument, { studentId: req.params.id })).schoolDocuments);

  // A PDF's bytes go to a signed upload URL first (size checked as they stream, type by content), as teachers' letters do.
  app.post('/api/school-documents/upload-url', { config: STAFF_UPLOAD }, async (req) => issueUploadUrl(d, req, 'school-document'));

  r.put('/api/students/:id/school-documents/:kind', {
    schema: { params: z.object({ id: ID, kind: KIND }), body: documentInput }, config: DOCUMENT_WRITE,
  }, async (req) => {
    const { uploadURL, ...input } = req.body;
    const uploadId = uploadURL ? uploadIdFromUrl(d, uploadURL) : null;
    return (await run(req, RestSaveSchoolDocumentDocument, { studentId: req.params.id, kind: req.params.kind, input: { ...input, uploadId } })).saveSchoolDocument;
  });

  // The packet's bytes come from the letters service, which authorizes with the caller's own token and logs the read.
  r.get('/api/students/:id/packets/:file', { schema: { params: z.object({ id: ID, file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.pdf$/, 'Invalid college id') }) }, config: STAFF },
    async (req, reply) => proxyStoredFile(d, req, reply, 'letters', `/internal/students/${req.params.id}/packets/${req.params.file.slice(0, -4)}`, 'packet.pdf', 'attachment'));

  r.put('/api/schools/:id/school-profile', { schema: { ...byId, body: profileInput }, config: ADMIN }, async (req) => {
    const { uploadURL, schoolYear, fileName } = req.body;
    const input = { schoolYear, fileName, uploadId: uploadIdFromUrl(d, uploadURL) };
    return (await run(req, RestUploadSchoolProfileDocument, { schoolId: req.params.id, input })).uploadSchoolProfile;
  });

  r.get('/api/students/:id/brag-sheet', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestBragSheetDocument, { studentId: req.params.id })).bragSheet);

  r.put('/api/students/:id/brag-sheet', { schema: { ...byId, body: answersInput }, config: BRAG_WRITE }, async (req) =>
    (await run(req, RestSaveBragSheetDocument, { studentId: req.params.id, answers: req.body.answers })).saveBragSheet);

  r.get('/api/students/:id/brag-sheet/family', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestFamilyBragSheetDocument, { studentId: req.params.id })).familyBragSheet);

  r.put('/api/students/:id/brag-sheet/family', { schema: { ...byId, body: answersInput }, config: FAMILY_WRITE }, async (req) =>
    (await run(req, RestSaveFamilyBragSheetDocument, { studentId: req.params.id, answers: req.body.answers })).saveFamilyBragSheet);

  r.get('/api/schools/:id/brag-sheet-questions', { schema: byId, config: STAFF }, async (req) =>
    (await run(req, RestBragSheetQuestionsDocument, { schoolId: req.params.id })).bragSheetQuestions);

  r.put('/api/schools/:id/brag-sheet-questions', { schema: { ...byId, body: promptsInput }, config: STAFF }, async (req) =>
    (await run(req, RestSetBragSheetQuestionsDocument, { schoolId: req.params.id, prompts: req.body.prompts })).setBragSheetQuestions);

  r.put('/api/recommendation-requests/:id/brag-sheet-share', { schema: { ...byId, body: shareInput }, config: BRAG_SHARE }, async (req) =>
    (await run(req, RestShareBragSheetDocument, { requestId: req.params.id, shared: req.body.shared })).shareBragSheet);
}
