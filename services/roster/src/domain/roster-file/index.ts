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

export type { RosterLimits } from './limits.js';

/** Where the roster file is: a file on disk, or a stream (a blob from the store, an upload). */
export type RosterSource = { path: string } | { stream: Readable };

export interface ParseRosterOptions {
  limits?: Partial<RosterLimits>;
  /** Where a OneRoster zip given as a stream is spilled (default: the OS temp dir). */
  tempDir?: string;
}

/**
 * Reads a roster file into schools, people and rejected rows, streaming: a Counsel CSV straight from the
 * stream; a OneRoster zip from a file, because a zip's directory is at its end and yauzl reads it by random
 * access. A zip given as a stream is therefore first copied to a private temp file (disk, not memory) and the
 * file is removed afterwards, whatever happens. A file that cannot be read as a roster at all (not a zip, no
 * users.csv, missing columns, broken quoting, too many rows) throws a ValidationError saying why; bad rows
 * are returned as rejections with their file and line.
 */
export async function parseRosterFile(format: RosterFormat, source: RosterSource, opts: ParseRosterOptions = {}): Promise<ParsedRoster> {
  if (format === 'COUNSEL_CSV') {
    const stream = 'stream' in source ? source.stream : createReadStream(source.path);
    return parseCounselCsv(stream, { limits: opts.limits });
  }
  if ('path' in source) return parseOneRosterZip(source.path, { limits: opts.limits });
  const dir = await mkdtemp(path.join(opts.tempDir ?? tmpdir(), 'counsel-roster-'));
  try {
    const file = path.join(dir, 'roster.zip');
    await pipeline(source.stream, createWriteStream(file, { mode: 0o600 }));
    return await parseOneRosterZip(file, { limits: opts.limits });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
