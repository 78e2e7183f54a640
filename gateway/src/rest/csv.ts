import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * A CSV document (RFC 4180, CRLF line ends). A cell a spreadsheet would run as a formula (=, +, -, @, tab or
 * carriage return first) is prefixed with an apostrophe, so a name in a downloaded file cannot run anything.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The UTF-8 byte-order mark. Excel opens a double-clicked CSV in the machine's legacy code page unless the file
 * starts with it, which turns "José" into "JosÃ©"; scripts that do not expect it ask for `?bom=false`.
 */
export const UTF8_BOM = '\uFEFF';

/** The query option every CSV download takes: `bom=false` leaves the byte-order mark out. */
export const csvQuery = z.object({
  bom: z.enum(['true', 'false'], 'bom must be true or false').optional(),
});

/** A CSV download sent as its parts are made (a list read page by page): the byte-order mark first, then each part. */
export function sendCsvStream(reply: FastifyReply, fileName: string, parts: AsyncIterable<string>, query: z.infer<typeof csvQuery>) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'private, no-store');
  async function* withBom() {
    if (query.bom !== 'false') yield UTF8_BOM;
    for await (const part of parts) yield part;
  }
  return reply.send(Readable.from(withBom()));
}

/** A CSV download: the browser saves it rather than showing it, and nothing on the way keeps a copy. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string, query: z.infer<typeof csvQuery>) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'private, no-store');
  return reply.send(query.bom === 'false' ? csv : UTF8_BOM + csv);
}
