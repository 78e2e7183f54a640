import type { FastifyInstance } from 'fastify';
import { principalFromBearer, sendStoredFile, type TokenVerifier } from '@counsel/kit';
import type { DeletionService } from '../application/deletion.service.js';
import type { ExportService } from '../application/export.service.js';

/** The two downloads of this service, reached through the gateway only: an export's archive and a deletion certificate. */
export async function registerRecordFileRoutes(app: FastifyInstance, exports: ExportService, deletions: DeletionService, verifier: () => TokenVerifier) {
  app.get('/internal/exports/:id/archive', async (req, reply) => {
    const principal = await principalFromBearer(req.headers.authorization, verifier);
    const { id } = req.params as { id: string };
    const { job, stream, size } = await exports.openArchive(principal, id);
    return sendStoredFile(reply, { fileType: 'application/zip', fileName: `student-record-${job.studentId}.zip`, size, stream });
  });

  app.get('/internal/deletions/:id/certificate', async (req, reply) => {
    const principal = await principalFromBearer(req.headers.authorization, verifier);
    const { id } = req.params as { id: string };
    const { deletion, pdf } = await deletions.certificate(principal, id);
    reply.header('content-type', 'application/pdf');
    reply.header('x-counsel-file-name', encodeURIComponent(`deletion-certificate-${deletion.id}.pdf`));
    return reply.send(Buffer.from(pdf));
  });
}
