import { createReadStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { writeBenchRoster } from '../../../../../scripts/make-roster-sample.mjs';
import { parseRosterFile } from './index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'counsel-roster-file-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample = (name: string) => fileURLToPath(new URL(`../../../../../data/sample-roster/${name}`, import.meta.url));
const summary = (r: Awaited<ReturnType<typeof parseRosterFile>>) => ({
  schools: r.schools.length,
  students: r.people.filter((p) => p.role === 'student').length,
  counselors: r.people.filter((p) => p.role === 'counselor').length,
  admins: r.people.filter((p) => p.role === 'admin').length,
  teachers: r.people.filter((p) => p.role === 'teacher').length,
  rejected: r.rejected.length,
});

describe('parseRosterFile', () => {
  it('reads either format from a path or a stream; a zip stream is spilled to a temp file that is then removed', async () => {
    const spill = mkdtempSync(path.join(dir, 'spill-'));
    const expected = { schools: 3, students: 330, counselors: 6, admins: 1, teachers: 3, rejected: 0 };
    expect(summary(await parseRosterFile('ONEROSTER_ZIP', { path: sample('sample-oneroster.zip') }))).toEqual(expected);
    expect(summary(await parseRosterFile('ONEROSTER_ZIP', { stream: createReadStream(sample('sample-oneroster.zip')) }, { tempDir: spill }))).toEqual(expected);
    expect(summary(await parseRosterFile('COUNSEL_CSV', { path: sample('sample-counsel.csv') }))).toEqual(expected);
    expect(summary(await parseRosterFile('COUNSEL_CSV', { stream: createReadStream(sample('sample-counsel.csv')) }))).toEqual(expected);
    expect(readdirSync(spill)).toEqual([]);
  });

  it('refuses a stream that is not a zip with a ValidationError, and still removes the temp file', async () => {
    const spill = mkdtempSync(path.join(dir, 'spill-'));
    const notZip = Readable.from([Buffer.from('%PDF-1.4 not a roster')]);
    await expect(parseRosterFile('ONEROSTER_ZIP', { stream: notZip }, { tempDir: spill })).rejects.toThrow(ValidationError);
    expect(readdirSync(spill)).toEqual([]);
    // A Counsel CSV that is in fact a zip has no roster columns.
    await expect(parseRosterFile('COUNSEL_CSV', { path: sample('sample-oneroster.zip') })).rejects.toThrow(ValidationError);
  });

  it('streams the 50,000-student benchmark roster without a rejection', async () => {
    const bench = await writeBenchRoster(path.join(dir, 'bench'));
    const parsed = await parseRosterFile('ONEROSTER_ZIP', { stream: createReadStream(bench.zipPath) }, { tempDir: dir });
    expect(summary(parsed)).toEqual({ schools: 60, students: 50_000, counselors: 240, admins: 60, teachers: 0, rejected: 0 });
  }, 240_000);
});
