import type { Readable } from 'node:stream';
import type { PdfBlock } from '@counsel/kit/pdf';

/** One entry of an export archive: its path in the zip and its bytes, or a stream opened when its turn comes. */
export type ArchiveEntry = { name: string; data: Buffer | Uint8Array | string } | { name: string; open: () => Promise<Readable> };

/** How exports and certificates are written out (adapters/pdf, adapters/zip). */
export interface RecordRendering {
  /** A tagged PDF of the blocks under the title, in the reader's language (BCP 47). */
  pdf(doc: { title: string; blocks: PdfBlock[]; lang?: string }): Promise<Uint8Array>;
  /** A zip of the entries, streamed as they are added; errors are reported to onError. */
  zip(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>, onError: (err: Error) => void): Readable;
}
