import type { FastifyInstance } from 'fastify';
import { principalFromBearer, registerUploadReceiver, sendStoredFile, type TokenVerifier, type UploadPolicy } from '@counsel/kit';
import type { LetterFilesService } from '../application/letter-files.service.js';

/**
 * The two byte streams of this service, reached through the gateway only: a signed upload's body (a teacher's letter,
 * or staff's school document or profile, each under its purpose's policy), and a letter's PDF.
 */
export async function registerInternalRoutes(app: FastifyInstance, files: LetterFilesService, schoolDocuments: UploadPolicy, verifier: () => TokenVerifier) {
  await registerUploadReceiver(app, files.uploads, [files.policy, schoolDocuments], verifier);

  app.get('/internal/letters/:id/file', async (req, reply) => {
    const principal = await principalFromBearer(req.headers.authorization, verifier);
    const { id } = req.params as { id: string };
    return sendStoredFile(reply, await files.open(principal, id));
  });
}
