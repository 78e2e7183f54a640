import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { rosterImportMessages as IMPORT, schoolRuleMessages as SCHOOL } from '@counsel/roster';
import { ID, idParams, jsonBody, text } from './body.js';
import { execute, type VariablesOf } from './execute.js';
import { orNotFound } from './rest-error.js';
import {
  RestSchoolsDocument, RestCreateSchoolDocument, RestUpdateSchoolDocument, RestSetStaffSchoolsDocument, RestAssignCounselorDocument,
  RestPreviewRosterImportDocument, RestApplyRosterImportDocument, RestRosterImportsDocument, RestImportAccountsDocument, RestIssueSetPasswordLinksDocument,
  RestRolloverDocument, type RestSchoolFragment, type RosterFormat,
} from '../gql/graphql.js';
import { issueUploadUrl } from '../uploads/upload-urls.js';
import { uploadIdFromUrl } from './stored-files.js';
import { csvQuery, sendCsv, toCsv } from './csv.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

const STAFF: { access: Access } = { access: 'staff' };
const ADMIN: { access: Access } = { access: 'admin' };

/**
 * A school's fields, typed in the school rules' words; optional text may be null to clear it. Lengths and formats
 * are the roster service's to check.
 */
const optionalText = (message: string) => z.string(message).nullable().optional();
const schoolFields = {
  ncesId: optionalText(SCHOOL.ncesId),
  city: optionalText(SCHOOL.city),
  state: optionalText(SCHOOL.state),
};
const createSchoolBody = jsonBody({ name: z.string(SCHOOL.name), ...schoolFields });
const patchSchoolBody = jsonBody({
  name: z.string(SCHOOL.nameText).optional(),
  ...schoolFields,
  archived: z.boolean(SCHOOL.archived).optional(),
});
const schoolsQuery = z.object({
  includeArchived: z.enum(['true', 'false'], 'includeArchived must be true or false').optional().transform((v) => v === 'true'),
});
const staffSchoolsBody = jsonBody({ schoolIds: z.array(ID, SCHOOL.schoolIds) });
const counselorBody = jsonBody({ counselorId: z.union([ID, z.null()], 'counselorId must be a user id or null') });

/** REST formats, as the issue names them (the GraphQL enum names work too). */
const FORMATS: Record<string, RosterFormat> = { 'counsel-csv': 'COUNSEL_CSV', oneroster: 'ONEROSTER_ZIP', COUNSEL_CSV: 'COUNSEL_CSV', ONEROSTER_ZIP: 'ONEROSTER_ZIP' };
/** An encoding the admin confirms for a file that is not UTF-8 ("windows-1252"); the roster service checks the label. */
const encoding = z.string(IMPORT.encoding).optional();
const previewBody = jsonBody({
  uploadURL: text('uploadURL is required', 2000),
  format: z.string('format must be counsel-csv or oneroster').refine((f) => f in FORMATS, 'format must be counsel-csv or oneroster').transform((f) => FORMATS[f]),
  fileName: z.string(IMPORT.fileName).optional(),
  encoding,
});
const applyBody = jsonBody({ acceptRejections: z.boolean('acceptRejections must be true or false').optional(), encoding });
const historyQuery = z.object({
  limit: z.preprocess((v) => (v === '' ? undefined : v), z.string('limit must be a whole number').regex(/^\d{1,3}$/, 'limit must be a whole number').transform(Number).optional()),
  offset: z.preprocess((v) => (v === '' ? undefined : v), z.string('offset must be a whole number').regex(/^\d{1,9}$/, 'offset must be a whole number').transform(Number).optional()),
});
const rolloverBody = jsonBody({ dryRun: z.boolean('dryRun must be true or false') });

/** A school as REST answers it: staff as ids. */
const schoolView = ({ staff, ...s }: RestSchoolFragment) => ({ ...s, staffIds: staff.map((u) => u.id) });

/** Schools, staff assignments, caseloads, roster imports and the rollover, each one GraphQL operation. */
export function registerRosterRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Admins read every school; counselors their own (the roster service decides).
  r.get('/api/schools', { schema: { querystring: schoolsQuery }, config: STAFF }, async (req) => {
    const data = await run(req, RestSchoolsDocument, { includeArchived: req.query.includeArchived });
    return data.schools.map(schoolView);
  });

  r.post('/api/schools', { schema: { body: createSchoolBody }, config: ADMIN }, async (req, reply) => {
    const data = await run(req, RestCreateSchoolDocument, { input: req.body });
    return reply.status(201).send(schoolView(data.createSchool));
  });

  r.patch('/api/schools/:id', { schema: { params: idParams, body: patchSchoolBody }, config: ADMIN }, async (req) => {
    const data = await run(req, RestUpdateSchoolDocument, { id: req.params.id, patch: req.body });
    return schoolView(data.updateSchool);
  });

  r.put('/api/users/:id/schools', { schema: { params: idParams, body: staffSchoolsBody }, config: ADMIN }, async (req) => {
    const userId = req.params.id;
    const data = await run(req, RestSetStaffSchoolsDocument, { userId, schoolIds: req.body.schoolIds });
    return { userId, schoolIds: data.setStaffSchools.map((s) => s.id), schools: data.setStaffSchools };
  });

  // Admins, or a counselor of the student's school (the roster service checks the school).
  r.put('/api/students/:id/counselor', { schema: { params: idParams, body: counselorBody }, config: STAFF }, async (req) => {
    const studentId = req.params.id;
    const { counselorId } = req.body;
    await run(req, RestAssignCounselorDocument, { studentId, counselorId });
    return { studentId, counselorId };
  });

  r.post('/api/roster/imports/upload-url', { config: ADMIN }, async (req) => issueUploadUrl(d, req, 'roster-file'));

  r.post('/api/roster/imports', { schema: { body: previewBody }, config: ADMIN }, async (req) => {
    const { uploadURL, format, fileName, encoding } = req.body;
    const uploadId = uploadIdFromUrl(d, uploadURL);
    const data = await run(req, RestPreviewRosterImportDocument, { uploadId, format, fileName: fileName ?? null, encoding: encoding ?? null });
    return data.previewRosterImport;
  });

  r.post('/api/roster/imports/:id/apply', { schema: { params: idParams, body: applyBody }, config: ADMIN }, async (req) => {
    const { acceptRejections, encoding } = req.body;
    const data = await run(req, RestApplyRosterImportDocument, { id: req.params.id, acceptRejections: acceptRejections ?? false, encoding: encoding ?? null });
    return data.applyRosterImport;
  });

  r.get('/api/roster/imports', { schema: { querystring: historyQuery }, config: ADMIN }, async (req, reply) => {
    const data = await run(req, RestRosterImportsDocument, { limit: req.query.limit ?? 20, offset: req.query.offset ?? 0 });
    reply.header('x-total-count', String(data.rosterImports.total));
    return data.rosterImports.items;
  });

  // Identity creates an applied import's accounts from its events, in the background: how many are there so far.
  r.get('/api/roster/imports/:id/accounts', { schema: { params: idParams }, config: ADMIN }, async (req) => {
    const data = await run(req, RestImportAccountsDocument, { id: req.params.id });
    const { id, status, newAccounts } = orNotFound(data.rosterImport, 'Import not found');
    const ready = Math.min(data.importedAccountCount, newAccounts);
    return { importId: id, status, newAccounts, ready, pending: newAccounts - ready };
  });

  // The set-password links of an import's new accounts, as a CSV for the admin to hand out (identity issues them).
  r.get('/api/roster/imports/:id/links', { schema: { params: idParams, querystring: csvQuery }, config: ADMIN }, async (req, reply) => {
    const importId = req.params.id;
    const data = await run(req, RestIssueSetPasswordLinksDocument, { importId });
    const origin = d.browserOrigin(req);
    const rows = data.issueSetPasswordLinks.map((l) => [
      l.email, l.firstName ?? '', l.lastName ?? '', l.role ?? '', new URL(l.url, origin).toString(), l.expiresAt,
    ]);
    const csv = toCsv([['email', 'first_name', 'last_name', 'role', 'set_password_url', 'expires_at'], ...rows]);
    return sendCsv(reply, `set-password-links-${importId}.csv`, csv, req.query);
  });

  r.post('/api/roster/rollover', { schema: { body: rolloverBody }, config: ADMIN }, async (req) => {
    const data = await run(req, RestRolloverDocument, { dryRun: req.body.dryRun });
    return data.rollover;
  });
}
