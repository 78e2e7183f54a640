import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../uploads/upload-routes.js';
import { idParam, objectBody, stringField } from './body.js';
import { execute } from './execute.js';
import { proxyStoredFile, uploadIdFromUrl } from './stored-files.js';
import type { RouteDeps } from './route-deps.js';

const DOCUMENT_FIELDS = 'id studentId fileName fileType fileSize filePath uploadedAt';

interface Reservation { uploadId: string; ownerUserId: string; purpose: 'student-document'; expiresAt: string; maxBytes: number }

/** Student documents (spec section 7), plus the authorized download route every record's filePath names. */
export function registerDocumentsRoutes(app: FastifyInstance, d: RouteDeps) {
  app.post('/api/documents/upload-url', async (req) => {
    const data = await execute<{ createDocumentUploadUrl: Reservation }>(d.apollo, await d.context(req),
      'mutation { createDocumentUploadUrl { uploadId ownerUserId purpose expiresAt maxBytes } }');
    const r = data.createDocumentUploadUrl;
    const uploadURL = d.uploads.urlFor(requestOrigin(req), {
      uploadId: r.uploadId, purpose: r.purpose, ownerUserId: r.ownerUserId,
      expires: Math.floor(new Date(r.expiresAt).getTime() / 1000), maxBytes: r.maxBytes,
    });
    return { uploadURL };
  });

  app.get('/api/students/:id/documents', async (req) => {
    const studentId = idParam((req.params as { id?: string }).id);
    const data = await execute<{ studentDocuments: unknown[] }>(d.apollo, await d.context(req),
      `query($studentId: ID!) { studentDocuments(studentId: $studentId) { ${DOCUMENT_FIELDS} } }`, { studentId });
    return data.studentDocuments;
  });

  app.post('/api/students/:id/documents', async (req, reply) => {
    const studentId = idParam((req.params as { id?: string }).id);
    const body = objectBody(req);
    const uploadURL = stringField(body, 'uploadURL', 'uploadURL is required', { max: 2000 });
    const fileName = stringField(body, 'fileName', 'File name is required', { max: 1000 });
    // fileType, fileSize and filePath from the client are ignored: the stored file is the source of truth.
    const uploadId = uploadIdFromUrl(d, uploadURL);
    const data = await execute<{ registerStudentDocument: unknown }>(d.apollo, await d.context(req),
      `mutation($studentId: ID!, $input: RegisterStudentDocumentInput!) { registerStudentDocument(studentId: $studentId, input: $input) { ${DOCUMENT_FIELDS} } }`,
      { studentId, input: { uploadId, fileName } });
    return reply.status(201).send(data.registerStudentDocument);
  });

  app.delete('/api/documents/:id', async (req) => {
    const id = idParam((req.params as { id?: string }).id);
    const data = await execute<{ deleteStudentDocument: { id: string } }>(d.apollo, await d.context(req),
      'mutation($id: ID!) { deleteStudentDocument(id: $id) { id } }', { id });
    return { success: true, id: data.deleteStudentDocument.id };
  });

  // The bytes: the documents service authorizes (owner or staff) with the caller's own token.
  app.get('/api/documents/:id/file', async (req, reply) => {
    const id = idParam((req.params as { id?: string }).id);
    return proxyStoredFile(d, req, reply, 'documents', `/internal/documents/${id}/file`, 'document');
  });
}
