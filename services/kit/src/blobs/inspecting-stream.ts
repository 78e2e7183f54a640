import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors.js';
import { SNIFF_BYTES, TextValidator, sniffFileKind, type DetectedType } from './content-sniffer.js';
import type { PutOptions } from './blob-store.js';

/**
 * A pass-through stream that counts, hashes and sniffs the bytes on their way to storage.
 * It fails as soon as the size limit is passed or the first bytes are not an accepted kind,
 * so an adapter only has to pipe through it and clean up on error.
 */
export class InspectingStream extends Transform {
  size = 0;
  detected: DetectedType | null = null;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  private text: TextValidator | null = null;

  constructor(private readonly opts: PutOptions) {
    super();
  }

  private digest: string | null = null;
  /** Hex SHA-256 of everything that passed (call once the stream has finished). */
  get sha256(): string {
    this.digest ??= this.hash.digest('hex');
    return this.digest;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.opts.maxBytes) return done(new PayloadTooLargeError(`File is larger than ${this.opts.maxBytes} bytes`));
    this.hash.update(chunk);
    if (this.text && !this.text.push(chunk)) return done(notAccepted(this.opts));
    if (this.detected) return done(null, chunk);
    // Still collecting the head: hold it back (at most SNIFF_BYTES) until the kind is known.
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.decide().then(() => done(null, this.releaseHead()), done);
  }

  override _flush(done: TransformCallback) {
    const finish = () => {
      if (this.text && !this.text.end()) return done(notAccepted(this.opts));
      done();
    };
    if (this.detected) return finish();
    if (this.size === 0) return done(new ValidationError('The file is empty'));
    this.decide().then(() => {
      this.push(this.releaseHead());
      finish();
    }, done);
  }

  private async decide() {
    const head = Buffer.concat(this.head);
    const kind = await sniffFileKind(head);
    if (!kind || !this.opts.accept.includes(kind.kind)) throw notAccepted(this.opts);
    this.detected = kind;
    if (kind.kind === 'txt') {
      this.text = new TextValidator();
      this.text.push(head);
    }
  }

  private releaseHead(): Buffer {
    const all = Buffer.concat(this.head);
    this.head = [];
    return all;
  }
}

const notAccepted = (opts: PutOptions) =>
  new UnsupportedMediaTypeError(`This file type is not allowed. Allowed types: ${opts.accept.map((k) => k.toUpperCase()).join(', ')}.`);
