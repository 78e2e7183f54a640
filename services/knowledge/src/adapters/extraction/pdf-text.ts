import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ExtractionError, blocksFromPlainText, countWords, type ExtractedText, type TextBlock } from '../../domain/document-text.js';
import type { OcrEngine } from './ocr-engine.js';
import { keepBuiltins } from './keep-builtins.js';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep).href;
/** Rendered page width for OCR, in pixels (about 200 dpi for a US Letter page). */
const OCR_WIDTH_PX = 1700;

/** No typings ship for the worker bundle; a variable specifier keeps tsc from looking for them. */
const PDF_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

let pdfjsModule: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null;
/**
 * Loaded once, without letting its bundled polyfills replace the process's built-ins (keep-builtins.ts).
 * On Node pdfjs runs its "worker" in this thread and would import the worker bundle at the first
 * document, outside the guard; that bundle carries its own copy of core-js. Importing it here registers
 * it (`globalThis.pdfjsWorker`), which pdfjs then uses instead of importing it again.
 */
function loadPdfjs() {
  pdfjsModule ??= keepBuiltins(async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    await import(PDF_WORKER);
    return pdfjs;
  }).then((r) => r.module);
  return pdfjsModule;
}

interface PdfTextItem { str: string; transform: number[]; height: number; hasEOL?: boolean }
interface Line { text: string; y: number; size: number }

/**
 * PDF text with pdfjs-dist (legacy build for Node): text items become lines, lines become paragraphs
 * at vertical gaps and font-size changes, and lines set clearly larger than the body are headings.
 * Pages with no text layer are rendered with @napi-rs/canvas and read by OCR.
 */
export async function extractPdf(bytes: Uint8Array, ocr: OcrEngine | null): Promise<ExtractedText> {
  const pdfjs = await loadPdfjs();
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, useSystemFonts: false, verbosity: 0,
    }).promise;
  } catch (err) {
    const name = (err as Error)?.name;
    if (name === 'PasswordException') throw new ExtractionError('The PDF is password-protected');
    throw new ExtractionError('The file is not a readable PDF');
  }
  try {
    const blocks: TextBlock[] = [];
    let ocrPages = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items = (content.items as PdfTextItem[]).filter((i) => typeof i.str === 'string');
      if (items.some((i) => i.str.trim())) {
        blocks.push(...blocksFromLines(toLines(items), n));
      } else if (ocr) {
        const viewport1 = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: OCR_WIDTH_PX / viewport1.width });
        const { createCanvas } = await import('@napi-rs/canvas'); // only pages without a text layer need it
        const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        // pdfjs-dist's canvas typings are the DOM's; @napi-rs/canvas implements the same 2D API.
        await page.render({ canvasContext: ctx as never, canvas: canvas as never, viewport }).promise;
        // encode() compresses on libuv's pool; toBuffer() would hold this thread for the whole page.
        const { text } = await ocr.recognize(await canvas.encode('png'));
        if (text.trim()) {
          blocks.push(...blocksFromPlainText(text, n));
          ocrPages++;
        }
      }
      page.cleanup();
    }
    if (!blocks.some((b) => countWords(b.text) > 0)) {
      throw new ExtractionError(ocr ? 'No readable text was found in the PDF' : 'The PDF has no text layer and OCR is turned off');
    }
    return { blocks, pageCount: doc.numPages, ocrPages };
  } finally {
    await doc.destroy();
  }
}

function toLines(items: PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  let cur: Line | null = null;
  for (const item of items) {
    const y = item.transform[5];
    const size = Math.abs(item.height) || Math.hypot(item.transform[2], item.transform[3]) || 10;
    if (cur && Math.abs(cur.y - y) > Math.max(cur.size, size) * 0.5) {
      lines.push(cur);
      cur = null;
    }
    if (!cur) cur = { text: '', y, size };
    const gap = cur.text && !cur.text.endsWith(' ') && item.str && !item.str.startsWith(' ') ? ' ' : '';
    cur.text += (item.str ? gap : '') + item.str;
    cur.size = Math.max(cur.size, size);
    if (item.hasEOL) {
      lines.push(cur);
      cur = null;
    }
  }
  if (cur) lines.push(cur);
  return lines.map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text);
}

function blocksFromLines(lines: Line[], page: number): TextBlock[] {
  if (!lines.length) return [];
  // The body size is the one most of the page's characters are set in.
  const chars = new Map<number, number>();
  for (const l of lines) chars.set(Math.round(l.size), (chars.get(Math.round(l.size)) ?? 0) + l.text.length);
  const body = [...chars.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const blocks: TextBlock[] = [];
  let para: Line[] = [];
  const flush = () => {
    if (!para.length) return;
    const text = para.map((l) => l.text).join(' ').replace(/(\w)- (\w)/g, '$1$2');
    const heading = para[0].size >= body * 1.2 && countWords(text) <= 15;
    blocks.push({ kind: heading ? 'heading' : 'paragraph', text, page });
    para = [];
  };
  for (const line of lines) {
    const prev = para.at(-1);
    if (prev) {
      const gap = prev.y - line.y;
      const sizeChanged = Math.abs(prev.size - line.size) > Math.min(prev.size, line.size) * 0.15;
      if (sizeChanged || gap > Math.max(prev.size, line.size) * 1.6 || gap < 0 || /^[-\u2022*]\s/.test(line.text)) flush();
    }
    para.push(line);
  }
  flush();
  return blocks;
}
