import iconv from 'iconv-lite';
import { joined, phrase, type Phrase } from '../phrase.js';
import { ENCODING_NAMES, ICONV_NAMES, LEGACY_CANDIDATES, encodingOfBom, type TextEncoding } from './encodings.js';

/** What a text file's bytes turned out to be. */
export type TextVerdict =
  /** Read in `encoding`: its byte-order mark said so (bom), it is valid UTF-8, or the caller confirmed it (confirmed). */
  | { kind: 'read'; encoding: TextEncoding; bom: boolean; confirmed: boolean }
  /** Not UTF-8 (first at `line`), but it reads cleanly in each of `candidates`: someone must say which it is. */
  | { kind: 'needs-choice'; line: number; candidates: TextEncoding[] }
  /**
   * No reading fits: `line` is the first line that cannot be read; `reason` says why and what to do, worded to
   * follow "<file> line <n>: "; `why` is the same reason as a phrase, for a reader's language.
   */
  | { kind: 'refused'; line: number; reason: string; why: Phrase };

type Flaw = 'invalid' | 'replacement' | 'nul' | 'control';
interface Bad { line: number; flaw: Flaw }

const SAVE_AS_UTF8 = 'save the file as UTF-8 ("CSV UTF-8" in a spreadsheet) and upload it again';

const refused = (line: number, why: Phrase): TextVerdict => ({ kind: 'refused', line, reason: why.message, why });

function countLines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * One way of reading the bytes, followed chunk by chunk: the first line holding a character that cannot be
 * right (bytes that are not this encoding, NUL, or U+FFFD, the mark of an earlier failed conversion).
 */
abstract class Reading {
  bad: Bad | null = null;
  private line = 1;

  protected abstract decode(chunk: Uint8Array | null): { text: string; invalid: boolean };
  protected abstract readonly flawed: RegExp;

  push(chunk: Uint8Array | null): void {
    if (this.bad) return;
    const { text, invalid } = this.decode(chunk);
    const at = text.search(this.flawed);
    if (at === -1) {
      this.line += countLines(text, text.length);
      return;
    }
    const c = text[at];
    const flaw: Flaw = c === '\u0000' ? 'nul' : c === '\uFFFD' ? (invalid ? 'invalid' : 'replacement') : 'control';
    this.bad = { line: this.line + countLines(text, at), flaw };
  }
}

/** A Unicode encoding, decoded twice: strictly (are the bytes valid?) and leniently (where is the first bad one?). */
class UnicodeReading extends Reading {
  private readonly strict: InstanceType<typeof TextDecoder>;
  private readonly lenient: InstanceType<typeof TextDecoder>;
  // eslint-disable-next-line no-control-regex
  protected readonly flawed = /[\u0000\uFFFD]/;

  constructor(encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE') {
    super();
    this.strict = new TextDecoder(encoding.toLowerCase(), { fatal: true });
    this.lenient = new TextDecoder(encoding.toLowerCase());
  }

  protected decode(chunk: Uint8Array | null) {
    const text = chunk ? this.lenient.decode(chunk, { stream: true }) : this.lenient.decode();
    let invalid = false;
    try {
      if (chunk) this.strict.decode(chunk, { stream: true });
      else this.strict.decode();
    } catch {
      invalid = true;
    }
    return { text, invalid };
  }
}

/**
 * Windows-1252, one byte per character. It "fits" when no byte decodes to a control character other than
 * tab, line feed and carriage return, nor to one of the five bytes the encoding leaves undefined (iconv-lite
 * gives U+FFFD for those): binary data and other encodings' bytes show up as such.
 */
class Windows1252Reading extends Reading {
  // eslint-disable-next-line no-control-regex
  protected readonly flawed = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\uFFFD]/;

  protected decode(chunk: Uint8Array | null) {
    return { text: chunk ? iconv.decode(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), ICONV_NAMES['windows-1252'], { stripBOM: false }) : '', invalid: true };
  }
}

/**
 * Decides, in one pass over a text file's bytes (chunk by chunk, never the whole file in memory), which
 * encoding it is in: the byte-order mark when there is one; else UTF-8 when every byte is valid UTF-8; else
 * the encoding `confirmed` by the caller when the file reads cleanly in it; else the candidates that fit
 * (a choice for a person to make), or a refusal naming the first line that cannot be read.
 */
export class TextScanner {
  private head: Buffer = Buffer.alloc(0);
  private bom: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | null = null;
  private unicode: UnicodeReading | null = null;
  private legacy: Windows1252Reading | null = null;

  constructor(private readonly confirmed: TextEncoding | null = null) {}

  push(chunk: Uint8Array): void {
    if (!this.unicode) {
      // The byte-order mark is at most 3 bytes; wait for them (or the end) before choosing the readings.
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < 3) return;
      this.start();
      chunk = this.head;
      this.head = Buffer.alloc(0);
    }
    this.unicode!.push(chunk);
    this.legacy?.push(chunk);
  }

  /** True when more bytes cannot change the verdict (every reading has already failed): stop reading. */
  get settled(): boolean {
    const u = this.unicode?.bad;
    if (!u) return false;
    return !this.legacy || u.flaw !== 'invalid' || this.legacy.bad !== null;
  }

  end(): TextVerdict {
    if (!this.unicode) {
      this.start();
      if (this.head.length) this.push(this.head);
    }
    this.unicode!.push(null);
    const u = this.unicode!.bad;
    if (this.bom) {
      if (!u) return { kind: 'read', encoding: this.bom, bom: true, confirmed: false };
      const encoding = ENCODING_NAMES[this.bom];
      if (u.flaw === 'nul') return refused(u.line, phrase(`a NUL character, although the file starts with the {{encoding}} byte-order mark; ${SAVE_AS_UTF8}`, { encoding }));
      if (u.flaw === 'replacement') {
        return refused(u.line, phrase(`the replacement character \uFFFD (a name damaged by an earlier conversion), although the file starts with the {{encoding}} byte-order mark; ${SAVE_AS_UTF8}`, { encoding }));
      }
      return refused(u.line, phrase(`not valid {{encoding}}, although the file starts with the {{encoding}} byte-order mark; ${SAVE_AS_UTF8}`, { encoding }));
    }
    if (!u) return { kind: 'read', encoding: 'UTF-8', bom: false, confirmed: false };
    if (u.flaw === 'nul') return refused(u.line, phrase(`a NUL character (UTF-16 without a byte-order mark?); ${SAVE_AS_UTF8}`));
    if (u.flaw === 'replacement') {
      return refused(u.line, phrase('the replacement character \uFFFD, left where an earlier conversion lost a letter; correct the names in the source and export the file again'));
    }
    const l = this.legacy!.bad;
    if (l) {
      if (l.line === u.line) return refused(u.line, phrase(`not UTF-8, nor Windows-1252; ${SAVE_AS_UTF8}`));
      return refused(u.line, phrase(`not UTF-8, nor Windows-1252 (line {{line}} holds a byte Windows-1252 does not use); ${SAVE_AS_UTF8}`, { line: l.line }));
    }
    const candidates = [...LEGACY_CANDIDATES];
    if (this.confirmed && candidates.includes(this.confirmed)) return { kind: 'read', encoding: this.confirmed, bom: false, confirmed: true };
    if (this.confirmed) {
      return refused(u.line, phrase('not {{encoding}}; the file reads as {{candidates}}', { encoding: ENCODING_NAMES[this.confirmed], candidates: joined(candidates.map((c) => ENCODING_NAMES[c]), ' or ') }));
    }
    return { kind: 'needs-choice', line: u.line, candidates };
  }

  private start(): void {
    this.bom = encodingOfBom(this.head);
    this.unicode = new UnicodeReading(this.bom ?? 'UTF-8');
    if (!this.bom) this.legacy = new Windows1252Reading();
  }
}
