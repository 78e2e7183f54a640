import type { FastifyInstance } from 'fastify';
import { issueUploadUrl } from '../uploads/upload-urls.js';
import { z } from 'zod';
import { documentFileNameRequired } from '@counsel/documents';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, jsonBody, text } from './body.js';
import { execute } from './execute.js';
import {
  RestStudentDocumentsDocument, RestRegisterStudentDocumentDocument, RestDeleteStudentDocumentDocument,
} from '../gql/graphql.js';
import { proxyStoredFile, uploadIdFromUrl } from './stored-files.js';
import type { RouteDeps } from './route-deps.js';

/**
 * fileType, fileSize and filePath from the client are dropped: the stored file is the source of truth. The upload
 * address is the gateway's own (it signed it); the file name's rules are the documents service's.
 */
const registerBody = jsonBody({ uploadURL: text('uploadURL is required', 2000), fileName: z.string(documentFileNameRequired) });

/** Student documents, plus the authorized download route every record's filePath names. */
export function registerDocumentsRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.post('/api/documents/upload-url', async (req) => issueUploadUrl(d, req, 'student-document'));

  r.get('/api/students/:id/documents', { schema: { params: idParams }, config: { access: 'signedIn' } }, async (req) => {
    const studentId = req.params.id;
    const data = await execute(d.apollo, await d.context(req), RestStudentDocumentsDocument, { studentId });
    return data.studentDocuments;
  });

  r.post('/api/students/:id/documents', { schema: { params: idParams, body: registerBody }, config: { access: 'student' } }, async (req, reply) => {
    const studentId = req.params.id;
    const { uploadURL, fileName } = req.body;
    const uploadId = uploadIdFromUrl(d, uploadURL);
    const data = await execute(d.apollo, await d.context(req), RestRegisterStudentDocumentDocument,
      { studentId, input: { uploadId, fileName } });
    return reply.status(201).send(data.registerStudentDocument);
  });

  r.delete('/api/documents/:id', { schema: { params: idParams }, config: { access: 'student' } }, async (req) => {
    const { id } = req.params;
    const data = await execute(d.apollo, await d.context(req), RestDeleteStudentDocumentDocument, { id });
    return { success: true, id: data.deleteStudentDocument.id };
  });

  // The bytes: the documents service authorizes (owner or staff) with the caller's own token.
  r.get('/api/documents/:id/file', { schema: { params: idParams }, config: { access: 'signedIn' } }, async (req, reply) => {
    const { id } = req.params;
    return proxyStoredFile(d, req, reply, 'documents', `/internal/documents/${id}/file`, 'document');
  });
}
