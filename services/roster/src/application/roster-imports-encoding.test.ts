import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { principal } from '../../test/support/test-roster.js';
import { testImports } from '../../test/support/test-imports.js';
import { counselCsv1252, counselCsvInvalid, counselCsvUtf16 } from '../../test/support/encoded-rosters.js';

const admin = principal('admin-1', 'admin');
let t: Awaited<ReturnType<typeof testImports>>;
beforeEach(async () => { t = await testImports(); });
afterEach(async () => t.close());

const storedNames = async () => (await t.store.users.list()).map((u) => `${u.firstName} ${u.lastName}`).sort();
const preview = async (bytes: Buffer, encoding?: string) => t.imports.preview(admin, { uploadId: await t.upload(admin, bytes), format: 'COUNSEL_CSV', fileName: 'roster.csv', encoding });

describe('roster import of a file that is not UTF-8', () => {
  it('previews a Windows-1252 file with a notice and its names as they will be stored; applies only once the encoding is confirmed', async () => {
    const p = await preview(counselCsv1252());
    expect(p.counts).toMatchObject({ create: 3, rejected: 0 });
    expect(p.encoding).toEqual({
      encoding: 'windows-1252', needsConfirmation: true, candidates: ['windows-1252'],
      notice: 'This file is not UTF-8 (roster.csv, from line 2). It reads as Windows-1252: check the names below, then confirm the encoding to import it, or save the file as UTF-8 and upload it again.',
      noticeText: { code: 'NOT_UTF8_UNCONFIRMED_FROM_LINE', values: [{ name: 'file', value: 'roster.csv' }, { name: 'line', value: '2' }, { name: 'encodings', value: 'windows-1252' }] },
    });
    expect(p.sampleNames).toEqual(['Renée O’Brien', 'José Núñez', 'Zoë Müller']);
    // Kept with the import (without the names).
    expect((await t.imports.rosterImport(admin, p.id))?.encoding?.needsConfirmation).toBe(true);

    await expect(t.imports.apply(admin, p.id, false)).rejects.toThrow(new ValidationError(
      'roster.csv is not UTF-8 (line 2 is the first line that is not). It reads as Windows-1252: confirm the encoding to import it, or save the file as UTF-8 and upload it again',
    ));
    await expect(t.imports.apply(admin, p.id, false, 'shift_jis')).rejects.toThrow(new ValidationError('encoding must be UTF-8, UTF-16LE, UTF-16BE or windows-1252'));
    await expect(t.imports.apply(admin, p.id, false, 'UTF-8')).rejects.toThrow('roster.csv line 2: not UTF-8; the file reads as Windows-1252');
    expect(await t.store.users.list()).toEqual([]);

    const applied = await t.imports.apply(admin, p.id, false, 'windows-1252');
    expect(applied).toMatchObject({ status: 'APPLIED', counts: { create: 3 }, encoding: { encoding: 'windows-1252', needsConfirmation: false } });
    expect(await storedNames()).toEqual(['José Núñez', 'Renée O’Brien', 'Zoë Müller']);
    expect(JSON.stringify(await t.store.users.list())).not.toContain('\uFFFD');
  });

  it('takes the encoding confirmed at the preview (any usual label) for the apply', async () => {
    const p = await preview(counselCsv1252(), 'ISO-8859-1');
    expect(p.encoding).toMatchObject({ encoding: 'windows-1252', needsConfirmation: false, notice: 'This file is not UTF-8 (roster.csv). It is read as Windows-1252, as confirmed.' });
    await t.imports.apply(admin, p.id, false);
    expect(await storedNames()).toEqual(['José Núñez', 'Renée O’Brien', 'Zoë Müller']);
  });

  it('reads UTF-16 by its byte-order mark without asking', async () => {
    const p = await preview(counselCsvUtf16());
    expect(p.encoding).toMatchObject({ encoding: 'UTF-16LE', needsConfirmation: false });
    expect(p.sampleNames).toEqual(['Ánh Nguyễn', '陈 Wei', 'Zoë Ōtsuka']);
    await t.imports.apply(admin, p.id, false);
    expect(await storedNames()).toEqual(['Zoë Ōtsuka', 'Ánh Nguyễn', '陈 Wei'].sort());
  });

  it('refuses a file no encoding reads at the preview, naming the first bad line, and stores nothing', async () => {
    await expect(preview(counselCsvInvalid())).rejects.toThrow(/^roster\.csv line 3: not UTF-8, nor Windows-1252; save the file as UTF-8/);
    expect((await t.imports.history(admin, 20, 0)).total).toBe(0);
  });
});
