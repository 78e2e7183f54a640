import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@counsel/kit';

/** What a signed upload URL grants: one upload, of one purpose, by one user, until it expires. */
export interface UploadGrant {
  uploadId: string;
  purpose: UploadPurpose;
  ownerUserId: string;
  /** Epoch seconds. */
  expires: number;
  maxBytes: number;
  /** The session it was issued to, as sessionTag() (never the session id itself); absent for access-token callers. */
  session?: string;
}

/** What an upload URL carries of the session it was issued to: a hash, so the URL never holds a credential. */
export const sessionTag = (sessionId: string | null | undefined): string | undefined =>
  sessionId ? createHash('sha256').update(sessionId).digest('base64url').slice(0, 22) : undefined;
const SESSION_TAG = /^[\w-]{22}$/;

export const UPLOAD_PATH_PREFIX = '/api/uploads/';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class UploadUrlError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * Signs and checks upload URLs (HMAC-SHA256), presigned-URL style:
 * `/api/uploads/<uploadId>?purpose=…&owner=…&expires=…&max=…[&sid=…]&signature=…`.
 * The secret comes from UPLOAD_SIGNING_SECRET, else a random one per process (embedded mode).
 * Single use is enforced by the owning service, which records the upload id.
 */
export class UploadSigner {
  private readonly key: Buffer;

  constructor(secret: string | undefined, private readonly now: () => number = Date.now) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  /** An absolute URL on the gateway's origin. */
  urlFor(origin: string, g: UploadGrant): string {
    const q = new URLSearchParams({ purpose: g.purpose, owner: g.ownerUserId, expires: String(g.expires), max: String(g.maxBytes), ...(g.session ? { sid: g.session } : {}), signature: this.sign(g) });
    return `${origin}${UPLOAD_PATH_PREFIX}${g.uploadId}?${q.toString()}`;
  }

  /** Checks a request's upload id and query; throws UploadUrlError (403) when tampered or expired. */
  verify(uploadId: string, query: Record<string, unknown>, opts: { ignoreExpiry?: boolean } = {}): UploadGrant {
    const str = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : '');
    const grant: UploadGrant = {
      uploadId,
      purpose: str('purpose') as UploadPurpose,
      ownerUserId: str('owner'),
      expires: Number(str('expires')),
      maxBytes: Number(str('max')),
      ...(str('sid') ? { session: str('sid') } : {}),
    };
    const wellFormed = UPLOAD_ID.test(uploadId) && UPLOAD_PURPOSES.includes(grant.purpose) && grant.ownerUserId.length > 0
      && Number.isSafeInteger(grant.expires) && Number.isSafeInteger(grant.maxBytes) && grant.maxBytes > 0
      && (grant.session === undefined || SESSION_TAG.test(grant.session));
    // The signature's text, not its decoded bytes: a decoder ignores the last character's padding bits, and a URL
    // that was changed at all must not pass.
    const given = Buffer.from(str('signature'));
    const expected = Buffer.from(wellFormed ? this.sign(grant) : '');
    if (!wellFormed || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UploadUrlError(403, 'Invalid upload URL');
    if (!opts.ignoreExpiry && grant.expires * 1000 <= this.now()) throw new UploadUrlError(403, 'This upload URL has expired');
    return grant;
  }

  /** The grant inside a full upload URL (as a client sends it back when registering the file). */
  verifyUrl(url: string, opts: { ignoreExpiry?: boolean } = {}): UploadGrant {
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://placeholder.invalid');
    } catch {
      throw new UploadUrlError(400, 'Invalid upload URL');
    }
    if (!parsed.pathname.startsWith(UPLOAD_PATH_PREFIX)) throw new UploadUrlError(400, 'Invalid upload URL');
    const uploadId = parsed.pathname.slice(UPLOAD_PATH_PREFIX.length);
    try {
      return this.verify(uploadId, Object.fromEntries(parsed.searchParams), opts);
    } catch (err) {
      if (err instanceof UploadUrlError) throw new UploadUrlError(400, err.message);
      throw err;
    }
  }

  private sign(g: UploadGrant): string {
    const material = ['v1', g.uploadId, g.purpose, g.ownerUserId, String(g.expires), String(g.maxBytes), ...(g.session ? [g.session] : [])].join('\n');
    return createHmac('sha256', this.key).update(material).digest('base64url');
  }
}
