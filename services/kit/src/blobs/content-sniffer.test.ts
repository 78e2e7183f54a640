import { describe, expect, it } from '@jest/globals';
import { TextValidator, sniffFileKind } from './content-sniffer.js';
import { docxBytes, zipBytes } from '../../test/support/sample-files.js';

const feed = (parts: Buffer[]) => {
  const v = new TextValidator();
  return parts.every((p) => v.push(p)) && v.end();
};

describe('TextValidator', () => {
  const text = Buffer.from('Résumé — 学生 🎓 ok\n', 'utf8');

  it('accepts valid UTF-8 split at every possible byte', () => {
    for (let i = 0; i <= text.length; i++) expect(feed([text.subarray(0, i), text.subarray(i)])).toBe(true);
    expect(feed([...text].map((b) => Buffer.from([b])))).toBe(true);
  });

  it('refuses invalid sequences, a truncated last character and binary bytes', () => {
    expect(feed([Buffer.from([0x61, 0xff, 0x62])])).toBe(false);
    expect(feed([Buffer.from([0xc3]), Buffer.from([0x28])])).toBe(false);
    expect(feed([text, Buffer.from([0xf0, 0x9f])])).toBe(false);
    expect(feed([Buffer.from('ok'), Buffer.from([0x00])])).toBe(false);
    expect(feed([Buffer.from([0xed, 0xa0, 0x80])])).toBe(false); // UTF-16 surrogate encoded in UTF-8
  });
});

describe('sniffFileKind', () => {
  it.each([
    ['<!DOCTYPE html><p>x', null],
    ['  <svg onload=alert(1)>', null],
    ['<?xml version="1.0"?><a/>', null],
    ['Dear admissions committee, <b>not</b> markup at the start.', 'txt'],
    ['%PDF-1.7\n', 'pdf'],
  ])('%j → %s', async (s, kind) => {
    expect((await sniffFileKind(Buffer.from(s)))?.kind ?? null).toBe(kind);
  });

  it('tells a zip archive (a OneRoster export) from a Word document, which is a zip too', async () => {
    expect((await sniffFileKind(await zipBytes()))?.kind).toBe('zip');
    expect((await sniffFileKind(await docxBytes()))?.kind).toBe('docx');
  });
});
