import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import { CollegeRowError, parseCollegeRow, type CollegeRecord } from '../domain/college-row.js';
import type { College } from '../domain/college.js';

/**
 * The catalog shipped with the product, data/colleges/colleges.csv at the repository root; the same
 * number of folders up from src/application (tests) and dist/application (the built service and the image).
 */
export const SHIPPED_CATALOG_FILE = fileURLToPath(new URL('../../../../data/colleges/colleges.csv', import.meta.url));

/** The SHA-256 of a file's content, read as a stream: the catalog's version. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Where a catalog file is wrong: the file's line, for the log. */
export class CatalogFileError extends Error {}

/**
 * The colleges of a catalog CSV, one at a time as csv-parse streams them (the file is never read whole).
 * A row that does not parse stops the read with its line number.
 */
export async function* readCatalogFile(file: string): AsyncGenerator<College> {
  // info: each record comes with the line it ended on (the parser's own count runs ahead of the reader).
  const parser = createReadStream(file).pipe(parse({ columns: true, bom: true, skip_empty_lines: true, info: true }));
  const seen = new Set<string>();
  for await (const { record, info } of parser as AsyncIterable<{ record: CollegeRecord; info: { lines: number } }>) {
    const line = info.lines;
    let college: College;
    try {
      college = parseCollegeRow(record);
    } catch (err) {
      if (err instanceof CollegeRowError) throw new CatalogFileError(`${file}, line ${line}: ${err.message}`);
      throw err;
    }
    if (seen.has(college.unitid)) throw new CatalogFileError(`${file}, line ${line}: unitid ${college.unitid} appears twice`);
    seen.add(college.unitid);
    yield college;
  }
}
