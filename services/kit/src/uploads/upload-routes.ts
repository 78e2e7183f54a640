import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { ValidationError } from '../errors.js';
import { receiveUpload, type UploadDeps, type UploadPolicy } from './receive-upload.js';

export const UPLOAD_OWNER_HEADER = 'x-counsel-upload-owner';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The owning service's internal upload endpoint, `POST /internal/uploads/:uploadId`, which the gateway
 * streams a signed PUT into. Bodies of any content type pass through unparsed (and unbuffered).
 */
export async function registerUploadReceiver(app: FastifyInstance, deps: UploadDeps, policy: UploadPolicy) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.post('/internal/uploads/:uploadId', async (req, reply) => {
      const { uploadId } = req.params as { uploadId: string };
      if (!UPLOAD_ID.test(uploadId)) throw new ValidationError('Invalid upload id');
      const owner = req.headers[UPLOAD_OWNER_HEADER];
      if (typeof owner !== 'string' || !owner) throw new ValidationError('Missing upload owner');
      try {
        const r = await receiveUpload(deps, policy, { uploadId, ownerUserId: owner, body: req.raw as Readable });
        return reply.status(201).send({ uploadId: r.uploadId, size: r.size, fileType: r.fileType });
      } catch (err) {
        // The caller may still be sending: drop the rest and close, so the answer is not held up.
        if (!req.raw.readableEnded) {
          reply.header('connection', 'close');
          req.raw.resume();
        }
        throw err;
      }
    });
  });
}
