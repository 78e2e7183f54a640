import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ValidationError, phrase, word } from '@counsel/kit';
import type { RosterRejection } from '../roster-record.js';
import { LIMITS, type RosterLimits } from './limits.js';
import { rowReason } from './row-reasons.js';

/** One data row of a CSV file, its columns looked up by header name (case-insensitive). */
export interface CsvRow {
  file: string;
  /** 1-based line where the row starts (the header is line 1). */
  line: number;
  get(column: string): string;
}

export interface CsvReadOptions {
  /** The file's name, for rejections and errors ("users.csv"). */
  file: string;
  /** Columns the file must have (lower-case): a missing one refuses the whole file. */
  required: readonly string[];
  /** Other columns the reader uses when present. Only used columns are held to the field length limits. */
  optional?: readonly string[];
  /**
   * The column holding the row's stable id: a row rejected here for its shape still names it when it can
   * (a best guess when fields are shifted), so the planner leaves that person alone rather than deactivate them.
   */
  idColumn?: string;
  /** Columns whose values are lists (they may be longer than a single value). */
  listColumns?: readonly string[];
  limits?: Partial<RosterLimits>;
  /** Rows already read from other files of the same upload (the row cap is per upload). */
  rowsBefore?: number;
}

const newlines = (s: string) => {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * Streams a CSV file row by row through csv-parse (never the whole file in memory): BOM and CRLF handled,
 * header names matched case-insensitively, rows whose field count differs from the header or whose fields
 * are too long become rejections. Broken quoting is a broken file (csv-parse cannot tell where the next row
 * starts), so it refuses the file with the line, as does passing the row cap.
 * Returns how many data rows it read.
 */
export async function readCsvRows(
  source: Readable,
  opts: CsvReadOptions,
  onRow: (row: CsvRow) => void,
  onReject: (r: RosterRejection) => void,
): Promise<number> {
  const limits = { ...LIMITS, ...opts.limits };
  const lists = new Set(opts.listColumns ?? []);
  const parser = source.pipe(parse({
    bom: true,
    // Empty lines come through as one empty field and are skipped below, so lines are counted here (csv-parse's
    // `info` option would tell them too, at the cost of an object copy per row: a third of the time).
    relax_column_count: true,
    // A runaway record (an unclosed quote swallowing the file) stops here instead of growing in memory.
    max_record_size: limits.maxRecordBytes,
  }));
  source.on('error', (e) => parser.destroy(e));
  let header: string[] | null = null;
  let index = new Map<string, number>();
  let checked: { name: string; at: number; max: number }[] = [];
  let rows = 0;
  let nextLine = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = nextLine;
      // A quoted field may span lines.
      nextLine += 1 + record.reduce((n, f) => n + newlines(f), 0);
      if (record.length === 1 && record[0].trim() === '') continue;
      if (!header) {
        header = record.map((h) => h.trim().toLowerCase());
        index = new Map(header.map((h, i) => [h, i]));
        const missing = opts.required.filter((c) => !index.has(c));
        if (missing.length) {
          const values = { file: opts.file, columns: missing.join(', ') };
          throw new ValidationError(missing.length > 1
            ? phrase('{{file}}: missing columns {{columns}} (the first line must name the columns)', values)
            : phrase('{{file}}: missing column {{columns}} (the first line must name the columns)', values));
        }
        checked = [...opts.required, ...(opts.optional ?? [])].filter((c) => index.has(c))
          // Named as the file spells it, in messages.
          .map((c) => ({ name: record[index.get(c)!].trim(), at: index.get(c)!, max: lists.has(c) ? limits.maxListFieldLength : limits.maxFieldLength }));
        continue;
      }
      if (++rows + (opts.rowsBefore ?? 0) > limits.maxRows) {
        throw new ValidationError(phrase('{{file}}: the file has more than {{max, number}} rows; split it or contact support', { file: opts.file, max: limits.maxRows }));
      }
      const id = opts.idColumn === undefined ? undefined : record[index.get(opts.idColumn) ?? -1]?.trim();
      const named = id && id.length <= limits.maxFieldLength ? { sourcedId: id } : {};
      if (record.length !== header.length) {
        onReject({ file: opts.file, line, ...rowReason('FIELD_COUNT', { fields: record.length, header: header.length }), ...named });
        continue;
      }
      const tooLong = checked.find((c) => record[c.at].length > c.max);
      if (tooLong) {
        onReject({ file: opts.file, line, ...rowReason('TOO_LONG', { column: tooLong.name, max: tooLong.max }), ...named });
        continue;
      }
      onRow({ file: opts.file, line, get: (c) => { const i = index.get(c); return i === undefined ? '' : record[i].trim(); } });
    }
  } catch (e) {
    if (e instanceof ValidationError) throw e;
    if (e instanceof CsvError) {
      const problem = e.code === 'CSV_MAX_RECORD_SIZE'
        ? phrase('a row is longer than {{max, number}} characters (an unclosed quote?)', { max: limits.maxRecordBytes })
        : e.code === 'CSV_QUOTE_NOT_CLOSED' ? word('a quoted field is never closed')
          : word('invalid quoting (a field with a quote in it is quoted whole, its quotes doubled: "")');
      throw new ValidationError(phrase('{{file}} line {{line}}: {{problem}}', { file: opts.file, line: typeof e.lines === 'number' ? e.lines : '?', problem }));
    }
    throw e;
  } finally {
    // Refused part-way (or done): release the source (a blob, a zip entry, a file handle).
    source.destroy();
  }
  if (!header) throw new ValidationError(phrase('{{file}} is empty (the first line must name the columns)', { file: opts.file }));
  return rows;
}
