// Each encoding notice's English template, written with its values, is the exact notice the preview has always given;
// the code and values beside it are what the web writes the Spanish from.
import { describe, expect, it } from '@jest/globals';
import type { FileText } from '../domain/roster-file/index.js';
import { ENCODING_NOTICES, importEncoding } from './import-text.js';

const file = (f: Partial<FileText>): FileText => ({ file: 'roster.csv', encoding: 'UTF-8', bom: false, unconfirmed: false, notUtf8Line: null, candidates: [], ...f });

describe('encoding notices', () => {
  const CASES: Array<[string, FileText[], string, Array<{ name: string; value: string }>]> = [
    ['NOT_UTF8_UNCONFIRMED_FROM_LINE', [file({ encoding: 'windows-1252', unconfirmed: true, notUtf8Line: 2, candidates: ['windows-1252', 'UTF-16LE'] })],
      'This file is not UTF-8 (roster.csv, from line 2). It reads as Windows-1252 or UTF-16 (little-endian): check the names below, then confirm the encoding to import it, or save the file as UTF-8 and upload it again.',
      [{ name: 'file', value: 'roster.csv' }, { name: 'line', value: '2' }, { name: 'encodings', value: 'windows-1252,UTF-16LE' }]],
    ['NOT_UTF8_UNCONFIRMED', [file({ file: 'users.csv', encoding: 'windows-1252', unconfirmed: true, candidates: ['windows-1252'] })],
      'This file is not UTF-8 (users.csv). It reads as Windows-1252: check the names below, then confirm the encoding to import it, or save the file as UTF-8 and upload it again.',
      [{ name: 'file', value: 'users.csv' }, { name: 'encodings', value: 'windows-1252' }]],
    ['NOT_UTF8_CONFIRMED', [file({ encoding: 'windows-1252', candidates: ['windows-1252'] })],
      'This file is not UTF-8 (roster.csv). It is read as Windows-1252, as confirmed.',
      [{ name: 'file', value: 'roster.csv' }, { name: 'encoding', value: 'windows-1252' }]],
    ['BYTE_ORDER_MARK', [file({ encoding: 'UTF-16BE', bom: true })],
      'This file is UTF-16 (big-endian) (its byte-order mark says so); it is read as such.',
      [{ name: 'encoding', value: 'UTF-16BE' }]],
  ];

  it('has one case here for every code', () => {
    expect(CASES.map(([code]) => code).sort()).toEqual(Object.keys(ENCODING_NOTICES).sort());
  });

  it.each(CASES)('%s writes the notice the preview gives', (code, files, sentence, values) => {
    expect(importEncoding(files)).toMatchObject({ notice: sentence, noticeText: { code, values } });
  });

  it('says nothing of a plain UTF-8 file', () => {
    expect(importEncoding([file({})])).toEqual({ encoding: 'UTF-8', needsConfirmation: false, candidates: [], notice: null, noticeText: null });
  });
});
