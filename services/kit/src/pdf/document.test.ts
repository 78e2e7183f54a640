import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { writePdf } from './document.js';
import { readPdf } from '../../test/support/read-pdf.js';

const NAME = 'Ánh Nguyễn 陈 Zoë — Ōtsuka';
const GREEK = 'Αλέξανδρος Παπαδόπουλος';
const CYRILLIC = 'Дмитрий Ковалёв';
const KOREAN = '김민준';

const qpdf = (() => { try { execFileSync('qpdf', ['--version']); return true; } catch { return false; } })();

test('every name is read back exactly as written, in a tagged PDF with its title and language', async () => {
  const bytes = await writePdf({ title: `Record of ${NAME}`, lang: 'en' }, [
    { kind: 'heading', level: 2, text: 'Names' },
    { kind: 'fields', rows: [['Student', NAME], ['Also', `${GREEK}, ${CYRILLIC}, ${KOREAN}`]] },
    { kind: 'checklist', items: [{ done: true, text: 'Essays: done' }, { done: false, text: 'Transcript: not requested yet' }] },
    { kind: 'list', items: ['Calculus BC', 'Literatura española'] },
  ]);
  const r = await readPdf(bytes);
  expect(r.lines).toEqual([
    `Record of ${NAME}`, 'Names', `Student: ${NAME}`, `Also: ${GREEK}, ${CYRILLIC}, ${KOREAN}`,
    'Essays: done', 'Transcript: not requested yet', 'Calculus BC', 'Literatura española', '1 / 1',
  ]);
  expect(r.tagged).toBe(true);
  expect(r.hasStructTree).toBe(true);
  expect(r.lang).toBe('en');
  expect(r.title).toBe(`Record of ${NAME}`);
  expect(r.displaysTitle).toBe(true);
  expect(r.xmp).toEqual({ title: `Record of ${NAME}`, pdfua: '1' });
  expect(r.roles).toEqual(['Document', 'H1', 'H2', 'P', 'P', 'L', 'LI', 'LBody', 'LI', 'LBody', 'L', 'LI', 'LBody', 'LI', 'LBody']);
  // Subsetting keeps a page with four scripts small (whole CJK faces are megabytes).
  expect(bytes.length).toBeLessThan(200_000);
  if (!qpdf) {
    console.warn('qpdf is not installed: the structure check ran with pdf.js only');
    return;
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdf-')), 'names.pdf');
  writeFileSync(file, bytes);
  expect(execFileSync('qpdf', ['--check', file]).toString()).toContain('No syntax or stream encoding errors');
});

test('a name typed with combining marks prints composed; tabs and control characters do not print as boxes', async () => {
  const r = await readPdf(await writePdf({ title: 'Names' }, [{ kind: 'paragraph', text: `${NAME.normalize('NFD')}\tis\u0007 here` }]));
  expect(r.lines[1]).toBe(`${NAME} is here`);
});

test('a long text flows onto further pages, each numbered, with no line lost', async () => {
  const paragraphs = Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1}: ${'word '.repeat(30).trim()}`);
  const r = await readPdf(await writePdf({ title: 'Long' }, paragraphs.map((text) => ({ kind: 'paragraph' as const, text }))));
  expect(r.pages.length).toBeGreaterThan(1);
  const text = r.lines.filter((l) => !/^\d+ \/ \d+$/.test(l)).join(' ');
  for (const p of paragraphs) expect(text).toContain(p);
  expect(r.lines.filter((l) => /^\d+ \/ \d+$/.test(l))).toEqual(r.pages.map((_, i) => `${i + 1} / ${r.pages.length}`));
});
