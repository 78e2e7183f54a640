import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { closeAfterAnswer, phrase, phraseOf, type Phrase, type UploadPurpose } from '@counsel/kit';
import type { RouteDeps } from '../rest/route-deps.js';
import { UploadUrlError, sessionTag, type UploadGrant } from './upload-signer.js';
import { forwardUpload, type ForwardResult } from './forward-upload.js';

/** The service that owns each kind of upload (and its internal upload endpoint). */
export const UPLOAD_SERVICES: Record<UploadPurpose, string> = {
  'student-document': 'documents',
  'knowledge-file': 'knowledge',
  'roster-file': 'roster',
  'recommendation-letter': 'letters',
  'school-document': 'letters',
};

/**
 * `PUT /api/uploads/:uploadId?…signature`: the one place the gateway handles bytes itself
 *. Only the signed-in user the URL was issued to may use it. The body is never parsed or buffered: it is piped to the owning
 * service's internal endpoint, which checks size while streaming and type by content.
 */
export async function registerUploadRoutes(app: FastifyInstance, d: RouteDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.put('/api/uploads/:uploadId', async (req, reply) => {
      const { uploadId } = req.params as { uploadId: string };
      // The URL is bound to the user it was issued to: the caller must be signed in as them. Checked
      // before any byte is forwarded, so another user's PUT neither stores nor uses up the upload.
      const ctx = await d.context(req);
      if (!ctx.accessToken) return refuse(req, reply, 401, 'Please sign in to upload files');
      let grant: UploadGrant;
      try {
        grant = d.uploads.verify(uploadId, req.query as Record<string, unknown>);
      } catch (err) {
        if (err instanceof UploadUrlError) return refuse(req, reply, err.status, err.message);
        throw err;
      }
      // A session names its user here; an access token is checked by the owning service, which compares
      // the reservation's owner with the verified caller.
      if (ctx.sessionUser && ctx.sessionUser.userId !== grant.ownerUserId) return refuse(req, reply, 403, 'This upload URL belongs to someone else');
      // Issued to a session: only that session (not the same user signed in elsewhere) may use it.
      if (grant.session && sessionTag(ctx.sessionId) !== grant.session) return refuse(req, reply, 403, 'This upload URL belongs to another sign-in');
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > grant.maxBytes) return refuse(req, reply, 413, phrase('File is larger than {{max}} bytes', { max: grant.maxBytes }));
      const aborted = new AbortController();
      req.raw.once('close', () => { if (!req.raw.complete) aborted.abort(); });
      let res: ForwardResult;
      try {
        res = await forwardUpload(
          `${d.serviceUrl(UPLOAD_SERVICES[grant.purpose])}/internal/uploads/${grant.uploadId}`,
          { 'content-type': 'application/octet-stream', authorization: `Bearer ${ctx.accessToken}`, 'x-request-id': String(req.id) },
          req.raw,
          aborted.signal,
        );
      } catch (err) {
        if (aborted.signal.aborted) return reply.status(400).send({ message: 'Upload interrupted' });
        req.log.error({ err }, 'upload forwarding failed');
        return refuse(req, reply, 502, 'The file could not be stored. Please try again.');
      }
      const body = res.body;
      if (res.status < 200 || res.status >= 300) {
        const status = res.status >= 500 ? 502 : res.status;
        if (status === 502) return refuse(req, reply, status, 'The file could not be stored. Please try again.');
        // The service's refusal as it wrote it, with its template and values when it has them (kit phrase.ts).
        return refuse(req, reply, status, { message: body?.message ?? 'Upload refused', ...(body?.message ? phraseOf(body) : {}) });
      }
      return reply.status(200).send({ uploadId: grant.uploadId, size: body?.size ?? null, fileType: body?.fileType ?? null });
    });
  });
}

/** Answers at once; the rest of a body still in flight is discarded, and the connection closed once the answer can be read. */
/** A refusal: a fixed sentence, or a message with its template and values (a phrase, the service's or our own). */
function refuse(req: FastifyRequest, reply: FastifyReply, status: number, answer: string | Pick<Phrase, 'message'> & Partial<Phrase>) {
  closeAfterAnswer(req, reply);
  return reply.status(status).send(typeof answer === 'string' ? { message: answer } : { message: answer.message, ...phraseOf(answer) });
}
