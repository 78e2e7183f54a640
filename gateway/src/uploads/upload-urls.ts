import type { FastifyRequest } from 'fastify';
import type { UploadPurpose } from '@counsel/kit';
import { execute } from '../rest/execute.js';
import type { RouteDeps } from '../rest/route-deps.js';
import { sessionTag } from './upload-signer.js';
import {
  RestReserveDocumentUploadDocument, RestReserveKnowledgeUploadDocument, RestReserveLetterUploadDocument, RestReserveRosterUploadDocument,
  RestReserveSchoolDocumentUploadDocument,
} from '../gql/graphql.js';

/** The mutation that reserves each kind of upload in its owning service (both answer `reservation`). */
const RESERVE = {
  'student-document': RestReserveDocumentUploadDocument,
  'knowledge-file': RestReserveKnowledgeUploadDocument,
  'roster-file': RestReserveRosterUploadDocument,
  'recommendation-letter': RestReserveLetterUploadDocument,
  'school-document': RestReserveSchoolDocumentUploadDocument,
} as const satisfies Record<UploadPurpose, unknown>;

/**
 * `POST …/upload-url`: the owning service reserves an upload for the caller (and authorizes them), the
 * gateway signs a URL for it on the origin browsers use (PUBLIC_URL, else this request's own, which
 * reads forwarding headers only from trusted proxies).
 */
export async function issueUploadUrl(d: RouteDeps, req: FastifyRequest, purpose: UploadPurpose): Promise<{ uploadURL: string }> {
  const ctx = await d.context(req);
  const { reservation: r } = await execute(d.apollo, ctx, RESERVE[purpose]);
  const uploadURL = d.uploads.urlFor(d.browserOrigin(req), {
    uploadId: r.uploadId, purpose, ownerUserId: r.ownerUserId,
    expires: Math.floor(new Date(r.expiresAt).getTime() / 1000), maxBytes: r.maxBytes, session: sessionTag(ctx.sessionId),
  });
  return { uploadURL };
}
