import type { Readable } from 'node:stream';
import type { FileKind } from '@counsel/kit';
import type { RosterFormat } from '../domain/roster-import.js';
import type { ReadRoster, TextChoice } from '../domain/roster-file/index.js';

/**
 * Reads a roster file (streamed) into records and rejections, with how its text was read: domain/roster-file does
 * it for both formats.
 */
export type ReadRosterFile = (source: Readable, format: RosterFormat, text: TextChoice) => Promise<ReadRoster>;

export const ROSTER_PURPOSE = 'roster-file' as const;
/**
 * A Counsel CSV is text (UTF-8, or another encoding the import decodes: 'text'); a OneRoster export is a zip.
 * The content decides, never the name.
 */
export const ROSTER_FILE_KINDS: readonly FileKind[] = ['txt', 'text', 'zip'];
