import { isUtf8 } from 'node:buffer';

/** The file kinds an upload may hold, decided from the bytes, never from the name or a header. */
/**
 * 'text' is text in any encoding an importer reads (UTF-16 with its byte-order mark, Windows-1252…): only
 * importers that decode it themselves (kit text-files) accept it; everything else takes UTF-8 'txt' only.
 */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'text' | 'zip';

export interface DetectedType {
  kind: FileKind;
  /** The MIME type the file is served with. */
  mime: string;
  /** The extension that matches the content. */
  ext: string;
}

export const FILE_KINDS: Record<FileKind, DetectedType> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' },
  doc: { kind: 'doc', mime: 'application/msword', ext: 'doc' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  txt: { kind: 'txt', mime: 'text/plain; charset=utf-8', ext: 'txt' },
  text: { kind: 'text', mime: 'text/plain', ext: 'txt' },
  /** Any other zip archive (a OneRoster export); only roster uploads accept it. */
  zip: { kind: 'zip', mime: 'application/zip', ext: 'zip' },
};

// file-type and its tokenizers load with the first file sniffed (an upload), not with every process.
let fileType: Promise<typeof import('file-type')> | undefined;
const loadFileType = () => (fileType ??= import('file-type'));

/** How many leading bytes the sniffer looks at (DOCX needs the first zip entries). */
export const SNIFF_BYTES = 64 * 1024;

// Text may hold tab, line feed, vertical tab, form feed and carriage return; any other C0 byte or DEL is binary.
const BINARY = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) BINARY[b] = b === 0x09 || b === 0x0a || b === 0x0b || b === 0x0c || b === 0x0d ? 0 : 1;
BINARY[0x7f] = 1;
// Text that a browser would render as markup is refused even though it is valid UTF-8.
const MARKUP_START = /^\s*<(?:!doctype\s|html[\s>]|head[\s>]|body[\s>]|script[\s>]|svg[\s>]|\?xml\s|iframe[\s>])/i;

export function hasBinaryBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (BINARY[bytes[i]] === 1) return true;
  return false;
}

/**
 * Decides a file's kind from its first bytes (up to SNIFF_BYTES, or the whole file when shorter).
 * PDF, DOCX (zip holding word/document.xml), legacy DOC (OLE2 compound file) and plain UTF-8 text
 * are recognised; anything else (executables, archives, images, HTML) is null.
 * For text only the head is checked here; TextValidator checks the rest while it streams.
 */
export async function sniffFileKind(head: Uint8Array, opts: { anyText?: boolean } = {}): Promise<DetectedType | null> {
  if (head.length === 0) return null;
  // Before file-type, which takes the UTF-16LE mark (FF FE) for an MPEG audio frame.
  if (opts.anyText && isUtf16Text(head)) return FILE_KINDS.text;
  const { fileTypeFromBuffer } = await loadFileType();
  const found = await fileTypeFromBuffer(head);
  if (found) {
    if (found.ext === 'pdf') return FILE_KINDS.pdf;
    if (found.ext === 'docx') return FILE_KINDS.docx;
    if (found.ext === 'cfb') return FILE_KINDS.doc;
    if (found.ext === 'zip') return FILE_KINDS.zip;
    return null;
  }
  if (opts.anyText && isSingleByteText(head)) return FILE_KINDS.text;
  if (hasBinaryBytes(head)) return null;
  const validator = new TextValidator();
  if (!validator.push(head)) return null;
  const start = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, 512)).replace(/^\uFEFF/, '');
  if (MARKUP_START.test(start)) return null;
  return FILE_KINDS.txt;
}

// Text in another encoding than UTF-8, for importers that decode it themselves (kit text-files decides which).
/** UTF-16 with its byte-order mark. */
function isUtf16Text(head: Uint8Array): boolean {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  return utf16 && !MARKUP_START.test(new TextDecoder(head[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(head.subarray(0, 1024)));
}

/** No binary control byte, yet not valid UTF-8: a single-byte encoding such as Windows-1252. */
function isSingleByteText(head: Uint8Array): boolean {
  if (hasBinaryBytes(head) || new TextValidator().push(head)) return false;
  return !MARKUP_START.test(Buffer.from(head.subarray(0, 512)).toString('latin1'));
}

/**
 * Streaming check that a text file stays valid UTF-8 with no binary bytes to its last byte.
 * A character split across chunks is carried over (at most 3 bytes) and checked with the next one.
 */
export class TextValidator {
  private carry: Buffer = Buffer.alloc(0);

  push(chunk: Uint8Array): boolean {
    if (hasBinaryBytes(chunk)) return false;
    const data = this.carry.length ? Buffer.concat([this.carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const cut = data.length - incompleteTail(data);
    this.carry = Buffer.from(data.subarray(cut));
    return isUtf8(data.subarray(0, cut));
  }

  end(): boolean {
    return this.carry.length === 0;
  }
}

/** How many bytes at the end start a multi-byte character that is not finished yet (0 to 3). */
function incompleteTail(b: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0; // only continuation bytes: let isUtf8 judge them
}
