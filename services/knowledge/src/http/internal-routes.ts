import type { FastifyInstance } from 'fastify';
import { principalFromBearer, registerUploadReceiver, sendStoredFile, type TokenVerifier } from '@counsel/kit';
import type { KnowledgeFilesService } from '../application/knowledge-files.service.js';
import type { KnowledgeUploads } from '../application/knowledge-uploads.js';

/**
 * The byte streams of this service, reached through the gateway only: a signed upload's body, and a
 * knowledge-base file for a staff caller (verified from the caller's own token).
 */
export async function registerInternalRoutes(app: FastifyInstance, files: KnowledgeFilesService, uploads: KnowledgeUploads, verifier: () => TokenVerifier) {
  await registerUploadReceiver(app, uploads.deps, uploads.policy, verifier);

  app.get('/internal/knowledge-files/:id/file', async (req, reply) => {
    const principal = await principalFromBearer(req.headers.authorization, verifier);
    const { id } = req.params as { id: string };
    const opened = await files.open(principal, id);
    return sendStoredFile(reply, { fileType: opened.file.fileType, fileName: opened.file.fileName, size: opened.size, stream: opened.stream });
  });
}
