import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RosterFormat } from '../roster-import.js';
import type { ParsedRoster } from '../roster-record.js';
import { parseCounselCsv } from './counsel-csv.js';
import type { RosterLimits } from './limits.js';
import { parseOneRosterZip } from './oneroster.js';
import { RosterText, type FileText, type TextChoice } from './roster-text.js';

export type { RosterLimits } from './limits.js';
export type { FileText, TextChoice } from './roster-text.js';

/** Where the roster file is: a file on disk, or a stream (a blob from the store, an upload). */
export type RosterSource = { path: string } | { stream: Readable };

export interface ParseRosterOptions {
  limits?: Partial<RosterLimits>;
  /** Where a file given as a stream is spilled (default: the OS temp dir). */
  tempDir?: string;
  /** The encoding confirmed for a file that is not UTF-8, and whether to read one tentatively (the preview). */
  text?: TextChoice;
}

/** The roster a file holds, and how each of its CSV files was read. */
export interface ReadRoster extends ParsedRoster {
  text: FileText[];
}

/**
 * Reads a roster file into schools, people and rejected rows, streaming. Each CSV is read twice (its encoding
 * decided first, then its text parsed) and a OneRoster zip by random access (its directory is at its end), so
 * the file is read from disk: a stream is first copied to a private temp file (disk, not memory), removed
 * afterwards whatever happens. A file that cannot be read as a roster at all (not a zip, no users.csv, missing
 * columns, broken quoting, too many rows, an encoding to confirm or none that fits) throws a ValidationError
 * saying why; bad rows are returned as rejections with their file and line.
 */
export async function parseRosterFile(format: RosterFormat, source: RosterSource, opts: ParseRosterOptions = {}): Promise<ReadRoster> {
  if ('path' in source) return readFromDisk(format, source.path, opts);
  const dir = await mkdtemp(path.join(opts.tempDir ?? tmpdir(), 'counsel-roster-'));
  try {
    const file = path.join(dir, format === 'COUNSEL_CSV' ? 'roster.csv' : 'roster.zip');
    await pipeline(source.stream, createWriteStream(file, { mode: 0o600 }));
    return await readFromDisk(format, file, opts);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readFromDisk(format: RosterFormat, file: string, opts: ParseRosterOptions): Promise<ReadRoster> {
  const text = new RosterText(opts.text);
  const parsed = format === 'COUNSEL_CSV'
    ? await parseCounselCsv(await text.open('roster.csv', async () => createReadStream(file)), { limits: opts.limits })
    : await parseOneRosterZip(file, { limits: opts.limits, text });
  return { ...parsed, text: text.files };
}
