import { describe, expect, it } from '@jest/globals';
import { cleanFileName, filePathFor } from './document.js';

const PDF = 'application/pdf';

describe('cleanFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\maya\\Transcript.pdf', 'Transcript.pdf'],
    ['essay\u0000\u0007\u001b[31m.pdf', 'essay[31m.pdf'],
    ['report\u202Efdp.exe', 'reportfdp.exe.pdf'],
    ['  spaced \t name .pdf ', 'spaced name .pdf'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['../', 'document.pdf'],
    ['', 'document.pdf'],
    ['Transcript', 'Transcript.pdf'],
    ['Résumé.PDF', 'Résumé.PDF'],
  ])('%j becomes %j', (raw, clean) => {
    expect(cleanFileName(raw, PDF)).toBe(clean);
  });

  it('uses the extension of the detected content when the name has none allowed', () => {
    expect(cleanFileName('notes', 'text/plain; charset=utf-8')).toBe('notes.txt');
    expect(cleanFileName('letter.exe', 'application/msword')).toBe('letter.exe.doc');
  });

  it('bounds the length and keeps the extension', () => {
    const name = cleanFileName(`${'a'.repeat(500)}.docx`, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(name.length).toBe(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('filePathFor', () => {
  it('is the authorized download route', () => {
    expect(filePathFor('abc')).toBe('/api/documents/abc/file');
  });
});
