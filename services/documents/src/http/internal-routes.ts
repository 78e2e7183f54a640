import type { FastifyInstance } from 'fastify';
import { principalFromBearer, registerUploadReceiver, sendStoredFile, type TokenVerifier } from '@counsel/kit';
import type { DocumentsService } from '../application/documents.service.js';

/**
 * The two byte streams of this service, reached through the gateway only:
 * the signed upload's body, and a document's file for an authorized caller.
 */
export async function registerInternalRoutes(app: FastifyInstance, service: DocumentsService, verifier: () => TokenVerifier) {
  await registerUploadReceiver(app, service.uploads, service.policy, verifier);

  app.get('/internal/documents/:id/file', async (req, reply) => {
    const principal = await principalFromBearer(req.headers.authorization, verifier);
    const { id } = req.params as { id: string };
    const file = await service.openFile(principal, id);
    return sendStoredFile(reply, { fileType: file.doc.fileType, fileName: file.doc.fileName, size: file.size, stream: file.stream });
  });
}
