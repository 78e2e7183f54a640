import type { FastifyInstance } from 'fastify';
import { bearerToken, registerUploadReceiver, UnauthenticatedError, type Principal, type TokenVerifier } from '@counsel/kit';
import type { KnowledgeFilesService } from '../application/knowledge-files.service.js';
import type { KnowledgeUploads } from '../application/knowledge-uploads.js';

/**
 * The byte streams of this service, reached through the gateway only: a signed upload's body, and a
 * knowledge-base file for a staff caller (verified from the caller's own token).
 */
export async function registerInternalRoutes(app: FastifyInstance, files: KnowledgeFilesService, uploads: KnowledgeUploads, verifier: () => TokenVerifier) {
  await registerUploadReceiver(app, uploads.deps, uploads.policy);

  app.get('/internal/knowledge-files/:id/file', async (req, reply) => {
    const principal = await callerOf(req.headers.authorization, verifier);
    const { id } = req.params as { id: string };
    const opened = await files.open(principal, id);
    reply.header('content-type', opened.file.fileType);
    reply.header('content-length', String(opened.size));
    reply.header('x-counsel-file-name', encodeURIComponent(opened.file.fileName));
    return reply.send(opened.stream);
  });
}

async function callerOf(header: string | undefined, verifier: () => TokenVerifier): Promise<Principal | null> {
  const token = bearerToken(header);
  if (!token) return null;
  try {
    return await verifier().verify(token);
  } catch (err) {
    if (err instanceof UnauthenticatedError) return null;
    throw err;
  }
}
