import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../uploads/upload-routes.js';
import { UploadUrlError } from '../uploads/upload-signer.js';
import { idParam, objectBody, stringField } from './body.js';
import { execute, RestError } from './execute.js';
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
    let uploadId: string;
    try {
      uploadId = d.uploads.verifyUrl(uploadURL, { ignoreExpiry: true }).uploadId;
    } catch (err) {
      if (err instanceof UploadUrlError) throw new RestError(400, err.message);
      throw err;
    }
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
    const ctx = await d.context(req);
    if (!ctx.accessToken) throw new RestError(401, 'Not signed in');
    const res = await fetch(`${d.serviceUrl('documents')}/internal/documents/${id}/file`, {
      headers: { authorization: `Bearer ${ctx.accessToken}`, 'x-request-id': String(req.id) },
    });
    if (!res.ok || !res.body) {
      const j = (await res.json().catch(() => null)) as { message?: string } | null;
      if (res.status >= 500 || !j?.message) throw new RestError(500, 'Something went wrong on our side. Please try again.');
      throw new RestError(res.status, j.message);
    }
    const fileName = decodeURIComponent(res.headers.get('x-counsel-file-name') ?? 'document');
    reply.header('content-type', res.headers.get('content-type') ?? 'application/octet-stream');
    const length = res.headers.get('content-length');
    if (length) reply.header('content-length', length);
    reply.header('content-disposition', contentDisposition(fileName));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, no-store');
    return reply.send(Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>));
  });
}

/** `inline` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
