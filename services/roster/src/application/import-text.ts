import { ENCODING_NAMES, writeReason, type TextEncoding } from '@counsel/kit';
import type { FileText } from '../domain/roster-file/index.js';
import type { EncodingNoticeCode, ImportEncoding } from '../domain/roster-import.js';
import type { RosterPersonRecord } from '../domain/roster-record.js';

const named = (e: string) => ENCODING_NAMES[e as TextEncoding] ?? e;

/**
 * What the admin is told of a file that is not plain UTF-8, by code: the English `notice` is written from these, and
 * the code with its values travels beside it (GraphQL `noticeText`) for the web's roster catalog (`encodingNotice.*`).
 * Encodings travel by their code (`encodings` joined by ","), worded only in the English sentence.
 */
export const ENCODING_NOTICES: Record<EncodingNoticeCode, string> = {
  NOT_UTF8_UNCONFIRMED_FROM_LINE: 'This file is not UTF-8 ({{file}}, from line {{line}}). It reads as {{encodings}}: check the names below, then confirm the encoding to import it, or save the file as UTF-8 and upload it again.',
  NOT_UTF8_UNCONFIRMED: 'This file is not UTF-8 ({{file}}). It reads as {{encodings}}: check the names below, then confirm the encoding to import it, or save the file as UTF-8 and upload it again.',
  NOT_UTF8_CONFIRMED: 'This file is not UTF-8 ({{file}}). It is read as {{encoding}}, as confirmed.',
  BYTE_ORDER_MARK: 'This file is {{encoding}} (its byte-order mark says so); it is read as such.',
};

function notice(code: EncodingNoticeCode, values: Record<string, string | number>) {
  const english: Record<string, string> = {};
  if (typeof values.encoding === 'string') english.encoding = named(values.encoding);
  if (typeof values.encodings === 'string') english.encodings = values.encodings.split(',').map(named).join(' or ');
  const { reason, reasonText } = writeReason(ENCODING_NOTICES, code, values, english);
  return { notice: reason, noticeText: reasonText };
}

/**
 * One answer for the whole upload: the file (or zip entry) that is not UTF-8 if any, since that is what the admin
 * must decide about; else one marked UTF-16; else UTF-8.
 */
export function importEncoding(files: FileText[]): ImportEncoding {
  const legacy = files.find((f) => f.candidates.length > 0);
  if (legacy) {
    const encodings = legacy.candidates.join(',');
    const told = !legacy.unconfirmed
      ? notice('NOT_UTF8_CONFIRMED', { file: legacy.file, encoding: legacy.encoding })
      : legacy.notUtf8Line === null
        ? notice('NOT_UTF8_UNCONFIRMED', { file: legacy.file, encodings })
        : notice('NOT_UTF8_UNCONFIRMED_FROM_LINE', { file: legacy.file, line: legacy.notUtf8Line, encodings });
    return { encoding: legacy.encoding, needsConfirmation: legacy.unconfirmed, candidates: legacy.candidates, ...told };
  }
  const marked = files.find((f) => f.encoding !== 'UTF-8');
  if (marked) return { encoding: marked.encoding, needsConfirmation: false, candidates: [], ...notice('BYTE_ORDER_MARK', { encoding: marked.encoding }) };
  return { encoding: 'UTF-8', needsConfirmation: false, candidates: [], notice: null, noticeText: null };
}

/**
 * A few names from the file as they will be stored, those with letters beyond ASCII first: they are the ones a
 * wrong encoding would garble.
 */
export function sampleNames(people: RosterPersonRecord[], max = 5): string[] {
  const names: string[] = [];
  // eslint-disable-next-line no-control-regex
  const plain = /^[\u0000-\u007f]*$/;
  for (const wantAccents of [true, false]) {
    for (const p of people) {
      if (names.length >= max) return names;
      const name = `${p.firstName} ${p.lastName}`;
      if (plain.test(name) !== wantAccents && !names.includes(name)) names.push(name);
    }
  }
  return names;
}
