import type { Readable } from 'node:stream';
import type { FileKind } from '@counsel/kit';
import type { RosterFormat } from '../domain/roster-import.js';
import type { ParsedRoster } from '../domain/roster-record.js';

/** Reads a roster file (streamed) into records and rejections: domain/roster-file does it for both formats. */
export type ReadRosterFile = (source: Readable, format: RosterFormat) => Promise<ParsedRoster>;

export const ROSTER_PURPOSE = 'roster-file' as const;
/** A Counsel CSV is UTF-8 text; a OneRoster export is a zip. The content decides, never the name. */
export const ROSTER_FILE_KINDS: readonly FileKind[] = ['txt', 'zip'];
