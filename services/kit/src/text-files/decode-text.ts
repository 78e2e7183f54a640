import { Readable, pipeline } from 'node:stream';
import iconv from 'iconv-lite';
import { ICONV_NAMES, type TextEncoding } from './encodings.js';
import { TextScanner, type TextVerdict } from './text-scanner.js';

export interface DecodeOptions {
  /** The encoding a person confirmed for a file that is not UTF-8 (a byte-order mark or valid UTF-8 still win). */
  encoding?: TextEncoding | null;
}

/** A small file's text, or why it cannot be read yet (a choice to make) or at all. */
export type DecodedText = (TextVerdict & { kind: 'read'; text: string }) | Exclude<TextVerdict, { kind: 'read' }>;

/** Decodes a whole file held in memory (small files; large ones go through scanText and decodeTextStream). */
export function decodeText(bytes: Uint8Array, opts: DecodeOptions = {}): DecodedText {
  const scanner = new TextScanner(opts.encoding ?? null);
  scanner.push(bytes);
  const verdict = scanner.end();
  if (verdict.kind !== 'read') return verdict;
  // iconv-lite drops the byte-order mark.
  return { ...verdict, text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ICONV_NAMES[verdict.encoding]) };
}

/**
 * Scans a stream of a file's bytes to the end (or until no reading can fit) and answers its encoding.
 * Reading the text is then a second pass (decodeTextStream), so the file is never held in memory.
 */
export async function scanText(source: AsyncIterable<Uint8Array>, opts: DecodeOptions = {}): Promise<TextVerdict> {
  const scanner = new TextScanner(opts.encoding ?? null);
  // Leaving the loop early closes the source.
  for await (const chunk of source) {
    scanner.push(chunk);
    if (scanner.settled) break;
  }
  return scanner.end();
}

/**
 * The text of a stream of bytes in `encoding`, without its byte-order mark, as a stream of strings. Closing or
 * failing either end closes the other.
 */
export function decodeTextStream(source: Readable, encoding: TextEncoding): Readable {
  const decoder = iconv.decodeStream(ICONV_NAMES[encoding]);
  // The error reaches whoever reads the returned stream; the callback only keeps pipeline from throwing.
  const decoded = pipeline(source, decoder, () => undefined);
  // iconv-lite types its decoder as NodeJS.ReadWriteStream (an interface); it is a Transform, so a Readable.
  if (!(decoded instanceof Readable)) throw new Error('iconv-lite answered a decoder that is not a readable stream');
  return decoded;
}
