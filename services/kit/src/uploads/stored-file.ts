import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { bearerToken, type Principal, type TokenVerifier } from '../auth.js';
import { UnauthenticatedError } from '../errors.js';

/** The caller behind an internal byte-stream route (the gateway forwards the user's own token). */
export async function principalFromBearer(header: string | undefined, verifier: () => TokenVerifier): Promise<Principal | null> {
  const token = bearerToken(header);
  if (!token) return null;
  try {
    return await verifier().verify(token);
  } catch (err) {
    if (err instanceof UnauthenticatedError) return null;
    throw err;
  }
}

/** Streams a stored file to the gateway, which sets the browser-facing headers. */
export function sendStoredFile(reply: FastifyReply, file: { fileType: string; fileName: string; size: number; stream: Readable }) {
  reply.header('content-type', file.fileType);
  reply.header('content-length', String(file.size));
  reply.header('x-counsel-file-name', encodeURIComponent(file.fileName));
  return reply.send(file.stream);
}
