import { ENCODING_NAMES, type TextEncoding } from '@counsel/kit';
import type { FileText } from '../domain/roster-file/index.js';
import type { ImportEncoding } from '../domain/roster-import.js';
import type { RosterPersonRecord } from '../domain/roster-record.js';

const named = (e: string) => ENCODING_NAMES[e as TextEncoding] ?? e;

/**
 * One answer for the whole upload: the file (or zip entry) that is not UTF-8 if any, since that is what the admin
 * must decide about; else one marked UTF-16; else UTF-8.
 */
export function importEncoding(files: FileText[]): ImportEncoding {
  const legacy = files.find((f) => f.candidates.length > 0);
  if (legacy) {
    const choices = legacy.candidates.map(named).join(' or ');
    const where = legacy.notUtf8Line === null ? legacy.file : `${legacy.file}, from line ${legacy.notUtf8Line}`;
    const notice = legacy.unconfirmed
      ? `This file is not UTF-8 (${where}). It reads as ${choices}: check the names below, then confirm the encoding to import it, or save the file as UTF-8 and upload it again.`
      : `This file is not UTF-8 (${legacy.file}). It is read as ${named(legacy.encoding)}, as confirmed.`;
    return { encoding: legacy.encoding, needsConfirmation: legacy.unconfirmed, candidates: legacy.candidates, notice };
  }
  const marked = files.find((f) => f.encoding !== 'UTF-8');
  if (marked) return { encoding: marked.encoding, needsConfirmation: false, candidates: [], notice: `This file is ${named(marked.encoding)} (its byte-order mark says so); it is read as such.` };
  return { encoding: 'UTF-8', needsConfirmation: false, candidates: [], notice: null };
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
