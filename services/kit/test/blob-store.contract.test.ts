import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  LocalBlobStore, PayloadTooLargeError, SNIFF_BYTES, UnsupportedMediaTypeError, ValidationError,
  type BlobStore, type FileKind,
} from '../src/index.js';
import { GridFsBlobStore } from '../src/entry/mongo.js';
import { describeWithMongo, uniqueDbName } from './support/mongo-container.js';
import { docBytes, docxBytes, exeBytes, htmlBytes, pdfBytes, pngBytes, textBytes, textOfSize, zipBytes } from './support/sample-files.js';

const ALL: FileKind[] = ['pdf', 'doc', 'docx', 'txt'];
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A source that yields the bytes in small chunks, as a network stream does. */
const chunked = (b: Buffer, size = 16 * 1024) => Readable.from((function* () { for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size); })());
const far = () => new Date(Date.now() + 60_000);

interface Harness { store: BlobStore; close(): Promise<void> }

function blobStoreContract(name: string, open: () => Promise<Harness>) {
  describe(`BlobStore contract: ${name}`, () => {
    let h: Harness;
    const store = () => h.store;
    const nothingKept = async () => {
      expect(await store().listOlderThan(far())).toEqual([]);
      expect(await store().sweepPartial(far())).toBe(0);
    };

    beforeEach(async () => { h = await open(); });
    afterEach(async () => h.close());

    it('stores a PDF and gives back the same bytes with size, hash and detected type', async () => {
      const bytes = pdfBytes();
      const meta = await store().put(chunked(bytes, 100), { maxBytes: 1_000_000, accept: ALL });
      expect(meta).toMatchObject({ size: bytes.length, sha256: sha(bytes), detectedType: { kind: 'pdf', mime: 'application/pdf' } });
      const got = await store().get(meta.id);
      expect(got?.meta).toMatchObject({ id: meta.id, size: bytes.length, detectedType: { kind: 'pdf' } });
      expect((await buffer(got!.stream)).equals(bytes)).toBe(true);
    });

    it.each([
      ['docx', docxBytes, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['doc', async () => docBytes(), 'application/msword'],
      ['txt', async () => textBytes(), 'text/plain; charset=utf-8'],
    ] as const)('recognises %s by its content', async (kind, make, mime) => {
      const meta = await store().put(chunked(await make()), { maxBytes: 1_000_000, accept: ALL });
      expect(meta.detectedType).toMatchObject({ kind, mime });
    });

    it('accepts exactly maxBytes and refuses one byte more, keeping nothing', async () => {
      const max = SNIFF_BYTES * 3 + 17;
      const ok = await store().put(chunked(textOfSize(max)), { maxBytes: max, accept: ALL });
      expect(ok.size).toBe(max);
      await store().delete(ok.id);
      await expect(store().put(chunked(textOfSize(max + 1)), { maxBytes: max, accept: ALL })).rejects.toBeInstanceOf(PayloadTooLargeError);
      await nothingKept();
    });

    it.each([
      ['an executable', async () => exeBytes()],
      ['a plain zip', zipBytes],
      ['a PNG image', async () => pngBytes()],
      ['HTML', async () => htmlBytes()],
      ['text that is not UTF-8', async () => Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21])],
      ['text with binary bytes past the sniffed head', async () => Buffer.concat([textOfSize(SNIFF_BYTES + 10), Buffer.from([0, 1, 2])])],
    ])('refuses %s by content with UnsupportedMediaTypeError, keeping nothing', async (_label, make) => {
      await expect(store().put(chunked(await make()), { maxBytes: 10_000_000, accept: ALL })).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
      await nothingKept();
    });

    it('honours the accepted kinds (TXT refused where only PDF, DOC and DOCX are allowed)', async () => {
      await expect(store().put(chunked(textBytes()), { maxBytes: 1000, accept: ['pdf', 'doc', 'docx'] })).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
      await nothingKept();
    });

    it('keeps text in another encoding as "text" for an importer that reads any, even when it stops being UTF-8 past the head', async () => {
      const late = Buffer.concat([textOfSize(SNIFF_BYTES + 10), Buffer.from('\nJos\xe9\n', 'latin1')]);
      const meta = await store().put(chunked(late), { maxBytes: 10_000_000, accept: ['txt', 'text', 'zip'] });
      expect(meta.detectedType.mime).toBe('text/plain');
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name\nJosé\n', 'utf16le')]);
      expect((await store().put(chunked(utf16), { maxBytes: 1000, accept: ['txt', 'text', 'zip'] })).detectedType.mime).toBe('text/plain');
      await expect(store().put(chunked(utf16), { maxBytes: 1000, accept: ['txt', 'zip'] })).rejects.toThrow('Allowed types: TXT, ZIP.');
    });

    it('refuses an empty file', async () => {
      await expect(store().put(Readable.from([]), { maxBytes: 1000, accept: ALL })).rejects.toBeInstanceOf(ValidationError);
      await nothingKept();
    });

    it('rejects, and keeps nothing, when the source fails before put reads it', async () => {
      const early = new Readable({ read() {} });
      early.push(pdfBytes());
      const put = store().put(early, { maxBytes: 1_000_000, accept: ALL });
      early.destroy(new Error('connection reset')); // before put's first await settles
      await expect(put).rejects.toThrow('connection reset');
      await nothingKept();
    });

    it('keeps nothing when the source breaks mid-stream', async () => {
      const broken = new Readable({ read() {} });
      broken.push(pdfBytes());
      setTimeout(() => broken.destroy(new Error('connection reset')), 20);
      await expect(store().put(broken, { maxBytes: 1_000_000, accept: ALL })).rejects.toThrow('connection reset');
      await nothingKept();
    });

    it('deletes a blob once; get then answers null', async () => {
      const meta = await store().put(chunked(pdfBytes()), { maxBytes: 1_000_000, accept: ALL });
      expect(await store().delete(meta.id)).toBe(true);
      expect(await store().delete(meta.id)).toBe(false);
      expect(await store().get(meta.id)).toBeNull();
    });

    it('answers null for unknown or malformed ids (no path tricks)', async () => {
      expect(await store().get('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await store().get('../../etc/passwd')).toBeNull();
      expect(await store().delete('../x')).toBe(false);
    });

    it('lists blobs created before a cutoff only', async () => {
      const before = new Date(Date.now() - 1000);
      const meta = await store().put(chunked(textBytes()), { maxBytes: 1000, accept: ALL });
      expect(await store().listOlderThan(before)).toEqual([]);
      expect((await store().listOlderThan(far())).map((m) => m.id)).toEqual([meta.id]);
    });

    it('streams large files (32 MiB) without refusing them when the limit allows', async () => {
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(32 * 1024 * 1024, 0x20)]);
      const meta = await store().put(chunked(big, 64 * 1024), { maxBytes: big.length, accept: ALL });
      expect(meta.size).toBe(big.length);
      expect(meta.sha256).toBe(sha(big));
    });
  });
}

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

blobStoreContract('local files', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-blobs-'));
  dirs.push(dir);
  return { store: LocalBlobStore.forService(dir, 'test'), close: async () => undefined };
});

describe('LocalBlobStore specifics', () => {
  it('lays blobs out under DATA_DIR/blobs/<service> and leaves no partial file after a refusal', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'counsel-blobs-'));
    dirs.push(dir);
    const store = LocalBlobStore.forService(dir, 'documents');
    const meta = await store.put(chunked(pdfBytes()), { maxBytes: 100_000, accept: ALL });
    await expect(store.put(chunked(exeBytes()), { maxBytes: 100_000, accept: ALL })).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
    const files = readdirSync(path.join(dir, 'blobs', 'documents')).sort();
    expect(files).toEqual(['.partial', `${meta.id}.blob`, `${meta.id}.json`].sort());
    expect(readdirSync(path.join(dir, 'blobs', 'documents', '.partial'))).toEqual([]);
  });
});

await describeWithMongo('BlobStore contract: MongoDB GridFS', (mongo) => {
  blobStoreContract('MongoDB GridFS', async () => {
    const store = await GridFsBlobStore.connect(await mongo.url(uniqueDbName('blobs')), 'test');
    return { store, close: async () => { await store.close(); } };
  });
});
