import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Meta, type Restrictions, type UppyFile } from '@uppy/core';
import { api, errorStatus, serverMessage } from './api';

/**
 * The one browser uploader of the portal (student documents and the knowledge base), on Uppy: for each file
 * a signed single-use URL from the service (POST `uploadUrlPath` answers `{ uploadURL }`), one PUT of the
 * bytes there, automatic retries of a PUT that failed on the network, 429 or 5xx (each retry asks for a new
 * URL), then the caller registers the record (by the upload's id, through GraphQL). Nothing starts before `uppy.upload()`.
 */
type Body = { location?: string; key?: string };
export type SignedFile<M extends Meta> = UppyFile<M, Body>;

/** Retries after 0, 1, 3 and 5 seconds. */
const UPLOAD_RETRY_DELAYS: readonly number[] = [0, 1000, 3000, 5000];

/** Why a file's last attempt failed: reserving its URL ('url') or sending its bytes ('put'); status 0: no answer. */
export interface UploadFailure { step: 'url' | 'put'; status: number; message: string }

export interface SignedUploaderOptions<M extends Meta> {
  id: string;
  uploadUrlPath: string;
  restrictions?: Partial<Restrictions>;
  /** Uploads in parallel. */
  limit: number;
  retryDelays?: readonly number[];
  /** The bytes are stored at `uploadURL` (upload `uploadId`): register the record now. */
  onUploaded(file: SignedFile<M>, uploadURL: string, uploadId: string): void;
  /** Every attempt failed (or the failure is not worth retrying). */
  onFailed(file: SignedFile<M>, failure: UploadFailure): void;
}

/** Thrown from signRequest so a failure to reserve the URL is told apart from a failed PUT. */
class UploadUrlError extends Error {
  constructor(readonly status: number, readonly detail: string | undefined) {
    super('Failed to get upload URL');
    this.name = 'UploadUrlError';
  }
}

/** The step, HTTP status and the server's message of a failed attempt. */
function describeFailure(error: unknown): UploadFailure {
  if (error instanceof UploadUrlError || (error as { name?: string } | null)?.name === 'UploadUrlError') {
    const e = error as UploadUrlError;
    return { step: 'url', status: e.status, message: e.detail ?? e.message };
  }
  // @uppy/aws-s3 6 reports a refused PUT as an S3ServiceError carrying the status and the body; older ones as the XHR.
  const e = error as { request?: XMLHttpRequest; status?: unknown; body?: unknown } | null;
  const status = typeof e?.status === 'number' ? e.status : e?.request?.status ?? 0;
  const body = typeof e?.body === 'string' ? e.body : e?.request?.responseText;
  let message = error instanceof Error && error.message ? error.message : 'Upload failed';
  if (body) message = serverMessage(new Error(`${status}: ${body}`)) ?? message;
  return { step: 'put', status, message };
}

/**
 * The upload a signed URL names: its last path segment (`/api/uploads/<uploadId>?…`). The owning service
 * checks on registration that the upload is the caller's and was stored.
 */
function uploadIdOf(uploadURL: string): string {
  return new URL(uploadURL, window.location.origin).pathname.split('/').pop() ?? '';
}

const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

export function createSignedUploader<M extends Meta>(o: SignedUploaderOptions<M>): Uppy<M, Body> {
  const delays = o.retryDelays ?? UPLOAD_RETRY_DELAYS;
  const uploadUrls = new Map<string, string>();
  const attempts = new Map<string, number>();
  const uppy = new Uppy<M, Body>({ id: o.id, autoProceed: false, restrictions: o.restrictions });
  uppy.use(AwsS3<M, Body>, {
    shouldUseMultipart: false,
    limit: o.limit,
    signRequest: async (request) => {
      let uploadURL: string;
      try {
        ({ uploadURL } = await api.post<{ uploadURL: string }>(o.uploadUrlPath));
      } catch (error) {
        throw new UploadUrlError(errorStatus(error) ?? 0, serverMessage(error));
      }
      uploadUrls.set(request.key, uploadURL);
      return { url: uploadURL, headers: { 'Content-Type': 'application/octet-stream' } };
    },
  });
  uppy.on('upload-success', (file, response) => {
    if (!file) return;
    const key = response.body?.key ?? '';
    const uploadURL = uploadUrls.get(key);
    uploadUrls.delete(key);
    attempts.delete(file.id);
    if (uploadURL) o.onUploaded(file, uploadURL, uploadIdOf(uploadURL));
    else o.onFailed(file, { step: 'put', status: 0, message: 'upload URL unknown' });
  });
  uppy.on('upload-error', (file, error) => {
    if (!file) return;
    const failure = describeFailure(error);
    const tried = attempts.get(file.id) ?? 0;
    if (retryable(failure.status) && tried < delays.length) {
      attempts.set(file.id, tried + 1);
      setTimeout(() => { if (uppy.getFile(file.id)) void uppy.retryUpload(file.id); }, delays[tried]);
      return;
    }
    attempts.delete(file.id);
    o.onFailed(file, failure);
  });
  return uppy;
}
