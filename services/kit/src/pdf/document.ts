import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { FACE_ORDER, fontBytes, fontkitForPdfLib, fontRuns, type FaceName, type Weight } from './fonts.js';
import { StructTree, type StructElem } from './tagging.js';
import { wrapText } from './wrap.js';
import { addXmpMetadata } from './xmp.js';

/** What a document is made of, in reading order. */
export type PdfBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  /** Label and value pairs ("GPA: 3.9"), the label in bold. */
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'list'; items: string[] }
  /** Items with a drawn box, ticked when done; the text itself says the state, for those who cannot see the box. */
  | { kind: 'checklist'; items: { done: boolean; text: string }[] };

export interface PdfOptions {
  title: string;
  /** BCP 47 language of the text (default "en"). */
  lang?: string;
  author?: string;
}

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = { title: 18, 1: 18, 2: 13, 3: 11, text: 10, muted: 9 } as const;
const LEADING = 1.45;
const GREY = rgb(0.33, 0.33, 0.33);
const BLACK = rgb(0, 0, 0);
const INDENT = 16;

type Fonts = Record<`${FaceName}:${Weight}`, PDFFont>;
type Span = { text: string; bold?: boolean };

/**
 * Text as the faces can set it: composed (a name typed as "e" plus combining marks prints with the precomposed
 * letter and reads back the same), tabs as spaces, other control characters dropped.
 */
const plain = (s: string) => s.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(/[^\P{Cc}\n]/gu, '');

/**
 * Writes a tagged PDF (headings, paragraphs, lists in reading order; title shown; language set) in embedded,
 * subsetted Noto faces, so every name prints as written, in any of the scripts the faces cover.
 */
export async function writePdf(o: PdfOptions, blocks: PdfBlock[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib);
  doc.setTitle(o.title, { showInWindowTitleBar: true });
  if (o.author) doc.setAuthor(o.author);
  doc.setProducer('Counsel');
  doc.setCreator('Counsel');
  const fonts = await embedFonts(doc, o.title, blocks);
  const tree = new StructTree(doc);
  const w = new Writer(doc, fonts, tree);
  w.heading(1, o.title, tree.root);
  for (const b of blocks) w.block(b);
  w.pageNumbers();
  tree.finish(o.lang ?? 'en');
  addXmpMetadata(doc, { title: o.title, lang: o.lang ?? 'en' });
  return doc.save();
}

/** Only the faces the text needs are embedded (a CJK face only when a CJK character appears). */
async function embedFonts(doc: PDFDocument, title: string, blocks: PdfBlock[]): Promise<Fonts> {
  const texts = [title, ...blocks.flatMap((b) =>
    b.kind === 'fields' ? b.rows.flat() : b.kind === 'list' ? b.items : b.kind === 'checklist' ? b.items.map((i) => i.text) : [b.text])];
  const needed = new Set<FaceName>(['latin']);
  for (const t of texts) for (const r of fontRuns(plain(t))) needed.add(r.face);
  const fonts: Partial<Fonts> = {};
  for (const face of FACE_ORDER) {
    for (const weight of ['regular', 'bold'] as const) {
      // CJK headings use the regular face: one file per script keeps the document small.
      if (!needed.has(face) || (face !== 'latin' && weight === 'bold')) continue;
      fonts[`${face}:${weight}`] = await doc.embedFont(fontBytes(face, weight), { subset: true });
    }
  }
  for (const face of FACE_ORDER) fonts[`${face}:bold`] ??= fonts[`${face}:regular`];
  return fonts as Fonts;
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly width = PAGE.width - 2 * PAGE.margin;

  constructor(private readonly doc: PDFDocument, private readonly fonts: Fonts, private readonly tree: StructTree) {
    this.newPage();
  }

  block(b: PdfBlock): void {
    const root = this.tree.root;
    if (b.kind === 'heading') return this.heading(b.level, b.text, root);
    if (b.kind === 'paragraph') {
      this.lines(this.tree.element('P', root), [{ text: b.text }], b.muted ? SIZE.muted : SIZE.text, b.muted ? GREY : BLACK, 0);
      this.y -= 4;
      return;
    }
    if (b.kind === 'fields') {
      for (const [label, value] of b.rows) this.lines(this.tree.element('P', root), [{ text: `${label}: `, bold: true }, { text: value }], SIZE.text, BLACK, 0);
      this.y -= 4;
      return;
    }
    const list = this.tree.element('L', root);
    const items = b.kind === 'list' ? b.items.map((text) => ({ text, done: null })) : b.items;
    for (const item of items) {
      const body = this.tree.element('LBody', this.tree.element('LI', list));
      this.lines(body, [{ text: item.text }], SIZE.text, BLACK, INDENT, item.done);
    }
    this.y -= 4;
  }

  heading(level: 1 | 2 | 3, text: string, parent: StructElem): void {
    const size = SIZE[level];
    this.y -= level === 1 ? 0 : size * 0.6;
    this.room(size * LEADING * 2);
    this.lines(this.tree.element(`H${level}`, parent), [{ text, bold: true }], size, BLACK, 0);
    this.y -= level === 1 ? 6 : 2;
  }

  /** Wraps spans into lines and draws each as marked content of `elem`; `box` draws a checkbox before the first line. */
  private lines(elem: StructElem, spans: Span[], size: number, color: ReturnType<typeof rgb>, indent: number, box: boolean | null = null): void {
    const clean = spans.map((s) => ({ ...s, text: plain(s.text) }));
    const full = clean.map((s) => s.text).join('');
    const boldUpTo = clean[0]?.bold ? clean[0].text.length : 0;
    const allBold = clean.every((s) => s.bold);
    const width = this.width - indent;
    let offset = 0;
    wrapText(full, width, (s) => this.measure(s, size, allBold)).forEach((line, i) => {
      const found = full.indexOf(line, offset);
      const start = found < 0 ? offset : found;
      offset = start + line.length;
      const cut = allBold ? line.length : Math.max(0, Math.min(line.length, boldUpTo - start));
      this.room(size * LEADING);
      this.y -= size * LEADING;
      const x = PAGE.margin + indent;
      if (i === 0 && box !== null) this.checkbox(x - 13, this.y - 1, size - 1, box);
      if (i === 0 && box === null && indent) this.bullet(x - 9, this.y + size * 0.3);
      this.tree.mark(this.page, elem, 'Span', () => {
        let cx = x;
        for (const part of [{ t: line.slice(0, cut), bold: true }, { t: line.slice(cut), bold: false }]) {
          for (const run of fontRuns(part.t)) {
            const font = this.fonts[`${run.face}:${part.bold ? 'bold' : 'regular'}`];
            this.page.drawText(run.text, { x: cx, y: this.y, size, font, color });
            cx += font.widthOfTextAtSize(run.text, size);
          }
        }
      });
    });
  }

  /** Widths of words, remembered: pdf-lib shapes the text with fontkit at every call, which is slow. */
  private readonly widths = new Map<string, number>();
  private measure(s: string, size: number, bold: boolean): number {
    const key = `${size}:${bold ? 'b' : 'r'}:${s}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = fontRuns(s).reduce((sum, r) => sum + this.fonts[`${r.face}:${bold ? 'bold' : 'regular'}`].widthOfTextAtSize(r.text, size), 0);
      this.widths.set(key, w);
    }
    return w;
  }

  private checkbox(x: number, y: number, side: number, done: boolean): void {
    this.tree.artifact(this.page, () => {
      this.page.drawRectangle({ x, y, width: side, height: side, borderColor: BLACK, borderWidth: 0.8 });
      if (done) this.page.drawSvgPath(`M ${side * 0.2} ${side * 0.5} L ${side * 0.42} ${side * 0.8} L ${side * 0.85} ${side * 0.15}`, {
        x, y: y + side, borderColor: BLACK, borderWidth: 1.2,
      });
    });
  }

  private bullet(x: number, y: number): void {
    this.tree.artifact(this.page, () => this.page.drawCircle({ x, y, size: 1.6, color: BLACK }));
  }

  private room(h: number): void {
    if (this.y - h < PAGE.margin) this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** "Page 2 of 3" at the foot of every page, as an artifact (not part of the text's reading order). */
  pageNumbers(): void {
    const pages = this.doc.getPages();
    const font = this.fonts['latin:regular'];
    pages.forEach((page, i) => {
      const text = `${i + 1} / ${pages.length}`;
      this.tree.artifact(page, () => page.drawText(text, {
        x: PAGE.width - PAGE.margin - font.widthOfTextAtSize(text, SIZE.muted), y: PAGE.margin / 2, size: SIZE.muted, font, color: GREY,
      }));
    });
  }
}
