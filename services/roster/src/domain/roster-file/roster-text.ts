import type { Readable } from 'node:stream';
import { ENCODING_NAMES, ValidationError, decodeTextStream, joined, phrase, scanText, type TextEncoding } from '@counsel/kit';

/** How one CSV of the upload (the Counsel CSV, or one entry of a OneRoster zip) was read. */
export interface FileText {
  file: string;
  encoding: TextEncoding;
  /** It started with a byte-order mark naming its encoding. */
  bom: boolean;
  /** Not UTF-8 and not yet confirmed: read in its likeliest encoding so the preview can show the names. */
  unconfirmed: boolean;
  /** The first line that is not UTF-8, when the file is not. */
  notUtf8Line: number | null;
  /** The encodings it reads as, when it is not UTF-8. */
  candidates: TextEncoding[];
}

export interface TextChoice {
  /** The encoding the admin confirmed for a file that is not UTF-8. */
  encoding?: TextEncoding | null;
  /** The preview: read a file that is not UTF-8 in its likeliest encoding instead of refusing it. */
  tentative?: boolean;
}

const listed = (encodings: TextEncoding[]) => joined(encodings.map((e) => ENCODING_NAMES[e]), ' or ');

/**
 * Opens each CSV of a roster upload as text. Each is scanned once to decide its encoding (kit text-files), then
 * read again through the decoder, so names are never stored garbled and the file is never held in memory.
 * A file that is not UTF-8 is read in the encoding the admin confirmed, or (in the preview) in its likeliest
 * one; otherwise, and whenever no encoding fits, it is refused naming its first bad line.
 */
export class RosterText {
  readonly files: FileText[] = [];

  constructor(private readonly choice: TextChoice = {}) {}

  async open(file: string, raw: () => Promise<Readable>): Promise<Readable> {
    const verdict = await scanText(await raw(), { encoding: this.choice.encoding });
    if (verdict.kind === 'refused') throw new ValidationError(phrase('{{file}} line {{line}}: {{reason}}', { file, line: verdict.line, reason: verdict.why }));
    if (verdict.kind === 'needs-choice') {
      if (!this.choice.tentative) {
        throw new ValidationError(phrase(
          '{{file}} is not UTF-8 (line {{line}} is the first line that is not). It reads as {{encodings}}: confirm the encoding to import it, or save the file as UTF-8 and upload it again',
          { file, line: verdict.line, encodings: listed(verdict.candidates) },
        ));
      }
      this.files.push({ file, encoding: verdict.candidates[0], bom: false, unconfirmed: true, notUtf8Line: verdict.line, candidates: verdict.candidates });
      return decodeTextStream(await raw(), verdict.candidates[0]);
    }
    // A confirmed encoding is one the file is not UTF-8 for: it stays listed as the (chosen) candidate.
    this.files.push({ file, encoding: verdict.encoding, bom: verdict.bom, unconfirmed: false, notUtf8Line: null, candidates: verdict.confirmed ? [verdict.encoding] : [] });
    return decodeTextStream(await raw(), verdict.encoding);
  }
}
