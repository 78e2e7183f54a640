import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { writeZip } from '../../../../../scripts/make-roster-sample.mjs';
import { counselCsv1252, counselCsvInvalid, counselCsvUtf16, oneRoster1252Entries } from '../../../test/support/encoded-rosters.js';
import { parseRosterFile } from './index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'counsel-roster-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const names = (r: Awaited<ReturnType<typeof parseRosterFile>>) => r.people.map((p) => `${p.firstName} ${p.lastName}`);
const fromBytes = (bytes: Buffer) => ({ stream: Readable.from([bytes]) });

describe('roster files that are not UTF-8', () => {
  it('refuses a Windows-1252 Counsel CSV until its encoding is confirmed, naming the first line that is not UTF-8', async () => {
    await expect(parseRosterFile('COUNSEL_CSV', fromBytes(counselCsv1252()), { tempDir: dir })).rejects.toThrow(new ValidationError(
      'roster.csv is not UTF-8 (line 2 is the first line that is not). It reads as Windows-1252: confirm the encoding to import it, or save the file as UTF-8 and upload it again',
    ));
  });

  it('previews a Windows-1252 file in that encoding (unconfirmed), and reads it once confirmed, every name intact', async () => {
    const preview = await parseRosterFile('COUNSEL_CSV', fromBytes(counselCsv1252()), { tempDir: dir, text: { tentative: true } });
    expect(names(preview)).toEqual(['Renée O’Brien', 'José Núñez', 'Zoë Müller']);
    expect(preview.text).toEqual([{ file: 'roster.csv', encoding: 'windows-1252', bom: false, unconfirmed: true, notUtf8Line: 2, candidates: ['windows-1252'] }]);
    const file = path.join(dir, 'w.csv');
    writeFileSync(file, counselCsv1252());
    const confirmed = await parseRosterFile('COUNSEL_CSV', { path: file }, { text: { encoding: 'windows-1252' } });
    expect(names(confirmed)).toEqual(['Renée O’Brien', 'José Núñez', 'Zoë Müller']);
    expect(confirmed.text).toEqual([expect.objectContaining({ encoding: 'windows-1252', unconfirmed: false, candidates: ['windows-1252'] })]);
  });

  it('reads a UTF-16 file with its byte-order mark without asking', async () => {
    const r = await parseRosterFile('COUNSEL_CSV', fromBytes(counselCsvUtf16()), { tempDir: dir });
    expect(names(r)).toEqual(['Ánh Nguyễn', '陈 Wei', 'Zoë Ōtsuka']);
    expect(r.rejected).toEqual([]);
    expect(r.text).toEqual([{ file: 'roster.csv', encoding: 'UTF-16LE', bom: true, unconfirmed: false, notUtf8Line: null, candidates: [] }]);
  });

  it('refuses a file no encoding reads, naming its first bad line, even in the preview or with an encoding confirmed', async () => {
    for (const text of [{ tentative: true }, { encoding: 'windows-1252' as const }]) {
      const refused = parseRosterFile('COUNSEL_CSV', fromBytes(counselCsvInvalid()), { tempDir: dir, text });
      await expect(refused).rejects.toThrow(ValidationError);
      await expect(refused).rejects.toThrow(/^roster\.csv line 3: not UTF-8, nor Windows-1252; save the file as UTF-8/);
    }
  });

  it('checks each CSV of a OneRoster zip on its own: a UTF-8 orgs.csv with a Windows-1252 users.csv', async () => {
    const zip = await writeZip(path.join(dir, 'w.zip'), oneRoster1252Entries()) as string;
    await expect(parseRosterFile('ONEROSTER_ZIP', { path: zip })).rejects.toThrow(/^users\.csv is not UTF-8 \(line 2 is the first line that is not\)\. It reads as Windows-1252/);
    const r = await parseRosterFile('ONEROSTER_ZIP', { path: zip }, { text: { encoding: 'windows-1252' } });
    expect(names(r)).toEqual(['Inès Gonçalves', 'François Lefèvre']);
    expect(r.schools.map((s) => s.name)).toEqual(['East High']);
    expect(r.text.map((t) => [t.file, t.encoding])).toEqual([['orgs.csv', 'UTF-8'], ['users.csv', 'windows-1252']]);
  });
});
