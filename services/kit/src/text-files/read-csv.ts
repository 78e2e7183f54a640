import { CsvError, parse } from 'csv-parse/sync';
import { ValidationError } from '../errors.js';
import { phrase } from '../phrase.js';
import { writeReason, type ReasonText } from './reason-text.js';

/** A data row of an import file, its columns looked up by header name (case-insensitive), with its line. */
export interface CsvRow {
  line: number;
  get(column: string): string;
}

/** The sentences readCsv rejects a row with, by code (the imports that read through it list them among theirs). */
export const CSV_ROW_REASONS = {
  FIELD_COUNT: 'The row has {{fields}} fields but the header has {{header}}',
} as const;
export type CsvRowReasonCode = keyof typeof CSV_ROW_REASONS;

/** A row an import leaves out, with its line and why (in English, and as a code with its values). */
export interface CsvRejectedRow { line: number; reason: string; reasonText: ReasonText<CsvRowReasonCode> }

const MAX_ROWS = 5000;

/** What a file that cannot be read as a table is told (the imports that read through readCsv share them). */
export const CSV_MESSAGES = {
  header: (missing: string[]) => phrase("The file's header lacks {{columns}}", { columns: missing.join(', ') }),
  empty: 'The file has no rows',
  tooMany: 'The file has more than 5,000 rows',
};

/**
 * Reads a CSV text through csv-parse (BOM and CRLF handled, quoted fields over several lines): the header names
 * the columns, a row whose field count differs from it is rejected with its line, and broken quoting refuses
 * the file with the line where it broke.
 */
export function readCsv(text: string, required: readonly string[]): { rows: CsvRow[]; rejected: CsvRejectedRow[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // `info` tells where each record ends; it starts on the line after the previous one's end. csv-parse's sync
    // typings return string[][] for any options without `columns`, though with `info` each record comes as
    // { record, info }: the cast states what the library returns for these options.
    records = parse(text, { bom: true, relax_column_count: true, max_record_size: 65_536, info: true }) as unknown as typeof records;
  } catch (e) {
    if (e instanceof CsvError) throw new ValidationError(phrase('Line {{line}}: invalid quoting (a field with a quote in it is quoted whole, its quotes doubled: "")', { line: typeof e.lines === 'number' ? e.lines : '?' }));
    throw e;
  }
  const rows: CsvRow[] = [];
  const rejected: CsvRejectedRow[] = [];
  let header: string[] | null = null;
  let index = new Map<string, number>();
  let ended = 0;
  for (const { record, info } of records) {
    const line = ended + 1;
    ended = info.lines;
    if (record.length === 1 && record[0].trim() === '') continue;
    if (!header) {
      header = record.map((h) => h.trim().toLowerCase());
      index = new Map(header.map((h, i) => [h, i]));
      const missing = required.filter((c) => !index.has(c));
      if (missing.length) throw new ValidationError(CSV_MESSAGES.header(missing));
      continue;
    }
    if (rows.length + rejected.length >= MAX_ROWS) throw new ValidationError(CSV_MESSAGES.tooMany);
    if (record.length !== header.length) {
      rejected.push({ line, ...writeReason(CSV_ROW_REASONS, 'FIELD_COUNT', { fields: record.length, header: header.length }) });
      continue;
    }
    rows.push({ line, get: (c) => { const i = index.get(c); return i === undefined ? '' : record[i].trim(); } });
  }
  if (!header) throw new ValidationError(CSV_MESSAGES.empty);
  return { rows, rejected };
}
