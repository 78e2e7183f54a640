import type { FastifyInstance } from 'fastify';
import { bearerToken, registerUploadReceiver, UnauthenticatedError, type Principal, type TokenVerifier } from '@counsel/kit';
import type { DocumentsService } from '../application/documents.service.js';

/**
 * The two byte streams of this service, reached through the gateway only:
 * the signed upload's body, and a document's file for an authorized caller.
 */
export async function registerInternalRoutes(app: FastifyInstance, service: DocumentsService, verifier: () => TokenVerifier) {
  await registerUploadReceiver(app, service.uploads, service.policy);

  app.get('/internal/documents/:id/file', async (req, reply) => {
    const principal = await callerOf(req.headers.authorization, verifier);
    const { id } = req.params as { id: string };
    const file = await service.openFile(principal, id);
    reply.header('content-type', file.doc.fileType);
    reply.header('content-length', String(file.size));
    reply.header('x-counsel-file-name', encodeURIComponent(file.doc.fileName));
    return reply.send(file.stream);
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
