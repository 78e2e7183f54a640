import { afterAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { FileTextExtractor } from '../src/adapters/extraction/file-text-extractor.js';
import { ExtractionError } from '../src/domain/document-text.js';
import { doc, docx, scannedPdf, textPdf } from './support/fixtures.js';

const log = pino({ level: 'silent' });
const extractor = new FileTextExtractor(log, { ocr: true });
afterAll(() => extractor.close());

async function waitUntil(done: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`not done within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const joined = (t: { blocks: { text: string }[] }) => t.blocks.map((b) => b.text).join('\n');
// Taken before any PDF is read. Compared by identity: core-js also replaces Function.prototype.toString,
// so its versions print as "[native code]".
const BUILT_INS = () => [JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString];
const nativeBuiltIns = BUILT_INS();

describe('text extraction', () => {
  it('reads a text PDF with its headings, paragraphs and page numbers', async () => {
    const t = await extractor.extract(await textPdf(), 'pdf');
    expect(t.pageCount).toBe(1);
    expect(t.ocrPages).toBe(0);
    expect(t.blocks).toContainEqual({ kind: 'heading', text: 'Scholarship Guide', page: 1 });
    expect(t.blocks).toContainEqual({ kind: 'heading', text: 'Deadlines', page: 1 });
    const para = t.blocks.find((b) => b.text.includes('Rotary essay contest'));
    expect(para).toMatchObject({ kind: 'paragraph', page: 1 });
    expect(para!.text).toContain('closes on March 15 and pays 2,000 dollars.');
  });

  it('leaves the built-ins native after reading PDFs (pdfjs loads a worker bundle with its own polyfills)', async () => {
    await extractor.extract(await textPdf(), 'pdf');
    await extractor.extract(await scannedPdf(), 'pdf');
    BUILT_INS().forEach((f, i) => expect(f).toBe(nativeBuiltIns[i]));
  });

  it('reads a .docx with its heading styles', async () => {
    const t = await extractor.extract(await docx(), 'docx');
    expect(t.blocks[0]).toEqual({ kind: 'heading', text: 'Interview Tips', page: null });
    expect(t.blocks).toContainEqual({ kind: 'heading', text: 'Preparing', page: null });
    expect(joined(t)).toContain('bring two questions about the honors program');
  });

  it('reads a legacy .doc', async () => {
    const t = await extractor.extract(doc(), 'doc');
    expect(t.blocks[0]).toEqual({ kind: 'heading', text: 'Gap Year Planning', page: null });
    expect(joined(t)).toContain('deferred enrollment for a gap year');
  });

  it('reads a scanned page (no text layer) by OCR', async () => {
    const t = await extractor.extract(await scannedPdf(), 'pdf');
    expect(t.ocrPages).toBe(1);
    const text = joined(t).toLowerCase();
    expect(text).toContain('campus visit checklist');
    expect(text).toContain('merit scholarships');
    expect(t.blocks.every((b) => b.page === 1)).toBe(true);
  }, 60_000);

  it('stops the OCR worker once idle and starts one again for the next scanned page', async () => {
    const quick = new FileTextExtractor(log, { ocr: true, idleMs: 200 });
    try {
      expect((await quick.extract(await scannedPdf(), 'pdf')).ocrPages).toBe(1);
      expect(quick.ocrWorkerAlive).toBe(true);
      await waitUntil(() => !quick.ocrWorkerAlive, 10_000);
      const again = await quick.extract(await scannedPdf(), 'pdf');
      expect(joined(again).toLowerCase()).toContain('campus visit checklist');
    } finally {
      await quick.close();
    }
    expect(quick.ocrWorkerAlive).toBe(false);
  }, 120_000);

  it('fails with a reason a person can read', async () => {
    await expect(extractor.extract(new TextEncoder().encode('%PDF-1.7 not really a pdf'), 'pdf')).rejects.toThrow(ExtractionError);
    await expect(extractor.extract(Buffer.from('PK\u0003\u0004garbage'), 'docx')).rejects.toThrow('The .docx file could not be read');
    const noOcr = new FileTextExtractor(log, { ocr: false });
    await expect(noOcr.extract(await scannedPdf(), 'pdf')).rejects.toThrow('The PDF has no text layer and OCR is turned off');
  });
});
