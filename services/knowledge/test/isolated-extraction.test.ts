import { afterAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { IsolatedTextExtractor } from '../src/adapters/extraction/isolated-text-extractor.js';
import { ExtractionError } from '../src/domain/document-text.js';
import { docx, scannedPdf, textPdf } from './support/fixtures.js';
import { running } from '../../kit/test/support/processes.js';

const log = pino({ level: 'silent' });
// The child runs the TypeScript sources, as this test does (the portal's child runs the compiled extraction-child.js).
const child = {
  entry: fileURLToPath(new URL('../src/adapters/extraction/extraction-child.ts', import.meta.url)),
  execArgv: ['--import', fileURLToPath(new URL('./support/ts-child-loader.mjs', import.meta.url))],
};
const extractor = new IsolatedTextExtractor(log, { ocr: true, idleMs: 500, ...child });
afterAll(() => extractor.close());

async function waitUntil(done: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`not done within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('text extraction in a child process', () => {
  it('reads PDFs (a scanned one by OCR) and .docx files in another process, then ends that process once idle', async () => {
    const [text, scan, word] = await Promise.all([
      extractor.extract(await textPdf(), 'pdf'),
      extractor.extract(await scannedPdf(), 'pdf'),
      extractor.extract(await docx(), 'docx'),
    ]);
    const pid = extractor.childPid!;
    expect(pid).not.toBe(process.pid);
    expect(text.blocks).toContainEqual({ kind: 'heading', text: 'Scholarship Guide', page: 1 });
    expect(scan.ocrPages).toBe(1);
    expect(scan.blocks.map((b) => b.text).join('\n').toLowerCase()).toContain('campus visit checklist');
    expect(word.blocks[0]).toEqual({ kind: 'heading', text: 'Interview Tips', page: null });

    await waitUntil(() => !running(pid), 15_000);
    expect(extractor.childPid).toBeUndefined();

    const again = await extractor.extract(await textPdf(), 'pdf');
    expect(again.blocks).toContainEqual({ kind: 'heading', text: 'Deadlines', page: 1 });
    expect(extractor.childPid).not.toBe(pid);
  }, 120_000);

  it('keeps a reason a person can read as an ExtractionError', async () => {
    const failed = extractor.extract(new TextEncoder().encode('%PDF-1.7 not really a pdf'), 'pdf');
    await expect(failed).rejects.toThrow(ExtractionError);
    await expect(failed).rejects.toThrow('The file is not a readable PDF');
  }, 60_000);

  it('fails the files in progress when the process dies, and starts another for the next file', async () => {
    const pending = extractor.extract(await scannedPdf(), 'pdf');
    await waitUntil(() => extractor.childPid !== undefined, 5_000);
    process.kill(extractor.childPid!, 'SIGKILL');
    await expect(pending).rejects.toThrow('the text extraction process ended');
    const next = await extractor.extract(await textPdf(), 'pdf');
    expect(next.pageCount).toBe(1);
  }, 60_000);
});
