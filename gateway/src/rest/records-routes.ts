import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, jsonBody, wholeNumber } from './body.js';
import { execute } from './execute.js';
import {
  RestStudentAccessLogDocument, RestStartRecordExportDocument, RestRecordExportDocument, RestDeleteStudentRecordDocument,
  RestStudentDeletionDocument, RestStudentDeletionsDocument, RestRetentionPreviewDocument, RestSetRetentionEnabledDocument,
} from '../gql/graphql.js';
import { orNotFound } from './rest-error.js';
import type { Access } from './route-access.js';
import { proxyStoredFile } from './stored-files.js';
import type { RouteDeps } from './route-deps.js';

const pageQuery = z.object({ page: wholeNumber('page'), pageSize: wholeNumber('pageSize') });
const limitQuery = z.object({ limit: wholeNumber('limit') });
const retentionBody = jsonBody({ enabled: z.boolean('enabled must be true or false') });
/** A student's own record as a whole: the student (the service checks it is theirs) or an admin; counselors are refused first, with the service's words. */
const OWN_LOG: { access: Access; forbidden: string } = { access: 'studentAdminOrGuardian', forbidden: 'Only an admin or the student may see this access log' };
const OWN_EXPORT: { access: Access; forbidden: string } = { access: 'studentOrAdmin', forbidden: 'Only an admin or the student may export a record' };

/**
 * Student records: the access log, exports, deletions with their certificates, and retention. The
 * records service authorizes every call in full (admin, or the student for their own log and export).
 */
export function registerRecordsRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/students/:id/access-log', { schema: { params: idParams, querystring: pageQuery }, config: OWN_LOG }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestStudentAccessLogDocument,
      { studentId: req.params.id, page: req.query.page, pageSize: req.query.pageSize });
    return data.studentAccessLog;
  });

  r.post('/api/students/:id/export', { schema: { params: idParams }, config: OWN_EXPORT }, async (req, reply) => {
    const data = await execute(d.apollo, await d.context(req), RestStartRecordExportDocument, { studentId: req.params.id });
    return reply.status(202).send(data.startRecordExport);
  });

  r.get('/api/exports/:id', { schema: { params: idParams }, config: { access: 'signedIn' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestRecordExportDocument, { id: req.params.id });
    return orNotFound(data.recordExport, 'Export not found');
  });

  r.get('/api/exports/:id/archive', { schema: { params: idParams }, config: { access: 'signedIn' } }, async (req, reply) =>
    proxyStoredFile(d, req, reply, 'records', `/internal/exports/${req.params.id}/archive`, 'student-record.zip', 'attachment'));

  r.delete('/api/students/:id', { schema: { params: idParams }, config: { access: 'admin' } }, async (req, reply) => {
    const data = await execute(d.apollo, await d.context(req), RestDeleteStudentRecordDocument, { studentId: req.params.id });
    return reply.status(202).send(data.deleteStudentRecord);
  });

  r.get('/api/deletions', { schema: { querystring: limitQuery }, config: { access: 'admin' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestStudentDeletionsDocument, { limit: req.query.limit });
    return data.studentDeletions;
  });

  r.get('/api/deletions/:id', { schema: { params: idParams }, config: { access: 'admin' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestStudentDeletionDocument, { id: req.params.id });
    return orNotFound(data.studentDeletion, 'Deletion not found');
  });

  r.get('/api/deletions/:id/certificate', { schema: { params: idParams }, config: { access: 'admin' } }, async (req, reply) =>
    proxyStoredFile(d, req, reply, 'records', `/internal/deletions/${req.params.id}/certificate`, 'deletion-certificate.pdf', 'attachment'));

  r.get('/api/retention/preview', { config: { access: 'admin' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestRetentionPreviewDocument);
    return data.retentionPreview;
  });

  r.put('/api/retention', { schema: { body: retentionBody }, config: { access: 'admin' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestSetRetentionEnabledDocument, { enabled: req.body.enabled });
    return data.setRetentionEnabled;
  });
}
