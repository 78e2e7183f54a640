import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors.js';
import { phrase } from '../phrase.js';
import { FILE_KINDS, SNIFF_BYTES, TextValidator, sniffFileKind, type DetectedType, type FileKind } from './content-sniffer.js';
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
    if (this.size > this.opts.maxBytes) return done(new PayloadTooLargeError(phrase('File is larger than {{max}} bytes', { max: this.opts.maxBytes })));
    this.hash.update(chunk);
    if (this.text && !this.text.push(chunk) && !this.notUtf8AfterAll()) return done(notAccepted(this.opts));
    if (this.detected) return done(null, chunk);
    // Still collecting the head: hold it back (at most SNIFF_BYTES) until the kind is known.
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.decide().then(() => done(null, this.releaseHead()), done);
  }

  override _flush(done: TransformCallback) {
    const finish = () => {
      if (this.text && !this.text.end() && !this.notUtf8AfterAll()) return done(notAccepted(this.opts));
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
    const kind = await sniffFileKind(head, { anyText: this.opts.accept.includes('text') });
    if (!kind || !this.opts.accept.includes(kind.kind)) throw notAccepted(this.opts);
    this.detected = kind;
    if (kind.kind === 'txt') {
      this.text = new TextValidator();
      this.text.push(head);
    }
  }

  /** UTF-8 text whose later bytes are not UTF-8 is still text for an importer that reads any encoding. */
  private notUtf8AfterAll(): boolean {
    if (!this.opts.accept.includes('text')) return false;
    this.detected = FILE_KINDS.text;
    this.text = null;
    return true;
  }

  private releaseHead(): Buffer {
    const all = Buffer.concat(this.head);
    this.head = [];
    return all;
  }
}

// Text in any encoding is still a TXT file to the person uploading it.
const label = (k: FileKind) => (k === 'text' ? 'TXT' : k.toUpperCase());
const notAccepted = (opts: PutOptions) =>
  new UnsupportedMediaTypeError(phrase('This file type is not allowed. Allowed types: {{types}}.', { types: [...new Set(opts.accept.map(label))].join(', ') }));
