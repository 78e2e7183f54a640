import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGE, UnauthenticatedError, ValidationError, traceHeaders } from '@counsel/kit';
import { UploadUrlError } from '../uploads/upload-signer.js';
import { RestError } from './rest-error.js';
import type { RouteDeps } from './route-deps.js';

/** The upload a registration refers to, read from the signed URL the client got (expiry is the upload's business, not registration's). */
export function uploadIdFromUrl(d: RouteDeps, uploadURL: string): string {
  try {
    return d.uploads.verifyUrl(uploadURL, { ignoreExpiry: true }).uploadId;
  } catch (err) {
    if (err instanceof UploadUrlError) throw new ValidationError(err.message);
    throw err;
  }
}

/**
 * Streams a stored file from its owning service to the browser. The service authorizes with the
 * caller's own token; the gateway adds the headers that make it safe to open in a tab.
 */
export async function proxyStoredFile(
  d: RouteDeps, req: FastifyRequest, reply: FastifyReply, service: string, path: string, fallbackName: string, disposition: 'inline' | 'attachment' = 'inline',
) {
  const ctx = await d.context(req);
  if (!ctx.accessToken) throw new UnauthenticatedError();
  const res = await fetch(`${d.serviceUrl(service)}${path}`, {
    headers: { authorization: `Bearer ${ctx.accessToken}`, 'x-request-id': String(req.id), ...traceHeaders() },
  });
  if (!res.ok || !res.body) {
    const j = (await res.json().catch(() => null)) as { message?: string } | null;
    // The service's own refusal, read as the kit reads any upstream answer; a 5xx or no message hides as a 500.
    if (res.status >= 500 || !j?.message) throw RestError.fromUpstream(500, GENERIC_ERROR_MESSAGE);
    throw RestError.fromUpstream(res.status, j.message);
  }
  reply.header('content-type', res.headers.get('content-type') ?? 'application/octet-stream');
  const length = res.headers.get('content-length');
  if (length) reply.header('content-length', length);
  reply.header('content-disposition', contentDisposition(decodeURIComponent(res.headers.get('x-counsel-file-name') ?? fallbackName), disposition));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  return reply.send(Readable.fromWeb(res.body));
}

/** `inline` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
