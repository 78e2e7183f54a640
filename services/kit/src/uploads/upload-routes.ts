import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { TokenVerifier } from '../auth.js';
import { UnauthenticatedError, ValidationError } from '../errors.js';
import { receiveUpload, type UploadDeps, type UploadPolicy } from './receive-upload.js';
import { principalFromBearer } from './stored-file.js';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The owning service's internal upload endpoint, `POST /internal/uploads/:uploadId`, which the gateway
 * streams a signed PUT into. Bodies of any content type pass through unparsed (and unbuffered). The
 * uploader is the caller whose token the gateway forwards (verified here), never a name in the request:
 * an upload reserved for someone else is refused before it is claimed.
 */
export async function registerUploadReceiver(app: FastifyInstance, deps: UploadDeps, policies: UploadPolicy | readonly UploadPolicy[], verifier: () => TokenVerifier) {
  // A service that receives uploads of several purposes (letters: teachers' letters, staff's school documents)
  // applies the policy of the purpose the upload was reserved for.
  const all: readonly UploadPolicy[] = Array.isArray(policies) ? policies : [policies as UploadPolicy];
  const policyOf = async (uploadId: string) => {
    if (all.length === 1) return all[0]!;
    const purpose = (await deps.ledger.getUpload(uploadId))?.purpose;
    return all.find((p) => p.purpose === purpose) ?? all[0]!;
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.post('/internal/uploads/:uploadId', async (req, reply) => {
      const { uploadId } = req.params as { uploadId: string };
      if (!UPLOAD_ID.test(uploadId)) throw new ValidationError('Invalid upload id');
      try {
        const caller = await principalFromBearer(req.headers.authorization, verifier);
        if (!caller) throw new UnauthenticatedError('Please sign in to upload files');
        const r = await receiveUpload(deps, await policyOf(uploadId), { uploadId, ownerUserId: caller.userId, body: req.raw as Readable });
        return reply.status(201).send({ uploadId: r.uploadId, size: r.size, fileType: r.fileType });
      } catch (err) {
        // The caller may still be sending: answer now, and close once the answer can be read.
        closeAfterAnswer(req, reply);
        throw err;
      }
    });
  });
}

/** How long, and how many more bytes, a refused upload's connection is read from before it is closed anyway. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * For an answer sent while the request body is still arriving (413, 415, 403…): the answer says
 * `Connection: close`, and the connection is closed only after the client can have read it. Node would
 * destroy the socket as soon as the answer is flushed; a socket closed with unread bytes sends a reset,
 * and the client's kernel then drops the answer it had not read yet (seen as ECONNRESET under load). So
 * the gateway half-closes instead, keeps reading and discarding what is still coming, and closes when the
 * client does, or after LINGER_MS / LINGER_BYTES (a lingering close, as nginx does).
 */
export function closeAfterAnswer(req: FastifyRequest, reply: FastifyReply) {
  const raw = req.raw;
  if (raw.complete || raw.readableEnded) return;
  reply.header('connection', 'close');
  const socket = raw.socket as typeof raw.socket & { destroySoon?: () => void };
  // Node calls destroySoon() once a `Connection: close` answer is written: make it a half-close.
  socket.destroySoon = () => { socket.end(); };
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) socket.destroy();
  });
  raw.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
