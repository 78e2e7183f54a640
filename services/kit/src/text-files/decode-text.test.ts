import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { textEncodingFromLabel, type TextEncoding } from './encodings.js';
import { decodeText, decodeTextStream, scanText } from './decode-text.js';

const NAMES = 'first_name,last_name\nJosé,Núñez\nÁnh,Nguyễn\n陈,Chen\nZoë,Ōtsuka\n';
const WESTERN = 'first_name,last_name\nJosé,Núñez\nRenée,O’Brien\nZoë,Müller\n';
const utf8 = (s: string) => Buffer.from(s, 'utf8');
const cp1252 = (s: string) => iconv.encode(s, 'windows1252');
const read = (bytes: Uint8Array, encoding?: TextEncoding) => decodeText(bytes, { encoding });

async function streamText(s: Readable): Promise<string> {
  let out = '';
  for await (const c of s) out += String(c);
  return out;
}

describe('decodeText', () => {
  it('reads UTF-8 without a byte-order mark as UTF-8, every script intact', () => {
    expect(read(utf8(NAMES))).toEqual({ kind: 'read', encoding: 'UTF-8', bom: false, confirmed: false, text: NAMES });
  });

  it('reads UTF-8 with a byte-order mark and drops the mark', () => {
    expect(read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(NAMES)]))).toEqual({ kind: 'read', encoding: 'UTF-8', bom: true, confirmed: false, text: NAMES });
  });

  it('reads UTF-16LE and UTF-16BE with their byte-order marks, astral characters included', () => {
    const text = `${NAMES}𠮷,Emoji 🎓\n`;
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(read(le)).toMatchObject({ kind: 'read', encoding: 'UTF-16LE', bom: true, text });
    expect(read(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toMatchObject({ kind: 'read', encoding: 'UTF-16BE', bom: true, text });
  });

  it('asks for a choice when the file is Windows-1252, naming the first line that is not UTF-8', () => {
    expect(read(cp1252(WESTERN))).toEqual({ kind: 'needs-choice', line: 2, candidates: ['windows-1252'] });
  });

  it('reads Windows-1252 once it is confirmed, curly quotes and the euro sign (bytes 0x80 to 0x9F) included', () => {
    const text = `${WESTERN}Café,Prix 5 €\n`;
    expect(read(cp1252(text), 'windows-1252')).toEqual({ kind: 'read', encoding: 'windows-1252', bom: false, confirmed: true, text });
  });

  it('reads the ISO-8859-1 label as Windows-1252, as browsers do, and refuses a byte neither defines as a letter', () => {
    expect(textEncodingFromLabel(' ISO-8859-1 ')).toBe('windows-1252');
    expect(textEncodingFromLabel('latin1')).toBe('windows-1252');
    expect(textEncodingFromLabel('shift_jis')).toBeNull();
    // Latin-1 text without bytes 0x80-0x9F is the same in both.
    const latin1 = Buffer.from('name\nJosé Núñez\n', 'latin1');
    expect(read(latin1, 'windows-1252')).toMatchObject({ kind: 'read', text: 'name\nJosé Núñez\n' });
    // 0x81 is an invisible C1 control in ISO-8859-1 and undefined in Windows-1252: not a name.
    const c1 = Buffer.concat([Buffer.from('name\nJos\xe9\n', 'latin1'), Buffer.from([0x41, 0x81, 0x0a])]);
    expect(read(c1)).toEqual({
      kind: 'refused', line: 2, reason: expect.stringContaining('not UTF-8, nor Windows-1252 (line 3 holds a byte Windows-1252 does not use)'),
      why: expect.objectContaining({ template: expect.stringContaining('(line {{line}} holds a byte Windows-1252 does not use)'), values: { line: 3 } }),
    });
  });

  it('refuses invalid UTF-8 that is not Windows-1252 either, naming the first bad line', () => {
    // A truncated UTF-8 sequence on line 3, and a NUL-free but control-ridden byte on line 4.
    const bytes = Buffer.concat([utf8('a\nb\n'), Buffer.from([0xe6, 0x0a, 0x01, 0x0a])]);
    const v = read(bytes);
    expect(v).toMatchObject({ kind: 'refused', line: 3 });
    expect(v.kind === 'refused' && v.reason).toMatch(/^not UTF-8, nor Windows-1252 \(line 4 holds a byte Windows-1252 does not use\); save the file as UTF-8/);
  });

  it('refuses a file mixing UTF-8 and Windows-1252 when no single reading fits', () => {
    // "Á" in UTF-8 is C3 81, and 0x81 is undefined in Windows-1252: neither reading keeps every name.
    const mixed = Buffer.concat([utf8('name\nÁnh\n'), cp1252('José\n')]);
    expect(read(mixed)).toEqual({
      kind: 'refused', line: 3, reason: expect.stringContaining('(line 2 holds a byte Windows-1252 does not use)'),
      why: expect.objectContaining({ template: expect.stringContaining('(line {{line}} holds a byte Windows-1252 does not use)'), values: { line: 2 } }),
    });
    expect(read(mixed, 'windows-1252')).toMatchObject({ kind: 'refused', line: 3 });
  });

  it('refuses a confirmed encoding that does not fit, and ignores one for a file that is UTF-8', () => {
    expect(read(cp1252(WESTERN), 'UTF-8')).toMatchObject({ kind: 'refused', line: 2, reason: 'not UTF-8; the file reads as Windows-1252' });
    expect(read(utf8(NAMES), 'windows-1252')).toMatchObject({ kind: 'read', encoding: 'UTF-8', confirmed: false, text: NAMES });
  });

  it('refuses U+FFFD (a letter an earlier conversion lost) and NUL (UTF-16 without its mark)', () => {
    expect(read(utf8('name\nok\nJos\uFFFD\n'))).toMatchObject({ kind: 'refused', line: 3, reason: expect.stringContaining('replacement character') });
    expect(read(Buffer.from('name\nJosé\n', 'utf16le'))).toMatchObject({ kind: 'refused', line: 1, reason: expect.stringContaining('NUL') });
  });

  it('refuses a UTF-16 file whose mark promises more than it holds', () => {
    const cut = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\nb\nc', 'utf16le'), Buffer.from([0x3d, 0xd8])]);
    expect(read(cut)).toMatchObject({ kind: 'refused', line: 3, reason: expect.stringContaining('not valid UTF-16 (little-endian)') });
  });

  it('reads an empty file, and a file shorter than a byte-order mark, as UTF-8', () => {
    expect(read(new Uint8Array())).toEqual({ kind: 'read', encoding: 'UTF-8', bom: false, confirmed: false, text: '' });
    expect(read(utf8('a'))).toMatchObject({ kind: 'read', encoding: 'UTF-8', text: 'a' });
    expect(read(Buffer.from([0xe9]))).toEqual({ kind: 'needs-choice', line: 1, candidates: ['windows-1252'] });
  });
});

describe('scanText and decodeTextStream', () => {
  it('find the same verdict whatever the chunking, characters split across chunks included', async () => {
    const bytes = utf8(NAMES);
    const oneByOne = Readable.from([...bytes].map((b) => Buffer.from([b])));
    expect(await scanText(oneByOne)).toEqual({ kind: 'read', encoding: 'UTF-8', bom: false, confirmed: false });
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(NAMES, 'utf16le')]);
    expect(await scanText(Readable.from([le.subarray(0, 1), le.subarray(1, 7), le.subarray(7)]))).toMatchObject({ kind: 'read', encoding: 'UTF-16LE' });
    const w = cp1252(WESTERN);
    expect(await scanText(Readable.from([w.subarray(0, 30), w.subarray(30)]))).toEqual({ kind: 'needs-choice', line: 2, candidates: ['windows-1252'] });
  });

  it('stops reading once no encoding can fit', async () => {
    let pulled = 0;
    async function* chunks() {
      for (let i = 0; i < 100; i++) {
        pulled++;
        yield i === 1 ? Buffer.from([0x0a, 0xff, 0x00, 0x0a]) : utf8('ok\n');
      }
    }
    expect(await scanText(chunks())).toMatchObject({ kind: 'refused', line: 3 });
    expect(pulled).toBe(2);
  });

  it('decode a stream to text in the encoding chosen, without its mark', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(NAMES, 'utf16le')]);
    expect(await streamText(decodeTextStream(Readable.from([le.subarray(0, 3), le.subarray(3)]), 'UTF-16LE'))).toBe(NAMES);
    expect(await streamText(decodeTextStream(Readable.from([cp1252(WESTERN)]), 'windows-1252'))).toBe(WESTERN);
    const bom8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(NAMES)]);
    expect(await streamText(decodeTextStream(Readable.from([bom8]), 'UTF-8'))).toBe(NAMES);
  });
});
