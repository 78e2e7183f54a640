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

describe('text in another encoding (importers only)', () => {
  const cp1252 = Buffer.from('first_name\nJos\xe9 N\xfa\xf1ez\n', 'latin1');
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('first_name\nJosé\n', 'utf16le')]);

  it('is refused unless the caller reads any encoding, then sniffed as text', async () => {
    expect(await sniffFileKind(cp1252)).toBeNull();
    expect(await sniffFileKind(utf16)).toBeNull();
    expect((await sniffFileKind(cp1252, { anyText: true }))?.kind).toBe('text');
    expect((await sniffFileKind(utf16, { anyText: true }))?.kind).toBe('text');
    // UTF-8 stays 'txt'; binary and markup stay refused.
    expect((await sniffFileKind(Buffer.from('first_name\nJosé\n'), { anyText: true }))?.kind).toBe('txt');
    expect(await sniffFileKind(Buffer.from([0x41, 0x00, 0x01, 0xe9]), { anyText: true })).toBeNull();
    expect(await sniffFileKind(Buffer.from('<html>caf\xe9', 'latin1'), { anyText: true })).toBeNull();
  });
});
