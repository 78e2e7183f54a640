import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

import type { ReportLine } from '../../domain/report-line.js';

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZES = { title: 18, heading: 13, text: 10, muted: 9 } as const;

/** The standard fonts encode WinAnsi only: anything else would throw, so it is shown as "?". */
function printable(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of printable(text).split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) { line = next; continue; }
      if (line) out.push(line);
      // A word wider than the line (a long id or URL) is cut into pieces that fit.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let n = rest.length;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
        out.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}

/** Lays out a plain, readable report (the export's summary, the deletion certificate) as a PDF. */
export async function textPdf(title: string, lines: ReportLine[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Counsel');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (h: number) => {
    if (y - h >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  for (const line of lines) {
    if (line.kind === 'gap') { y -= 8; continue; }
    const size = SIZES[line.kind];
    const font = line.kind === 'title' || line.kind === 'heading' ? bold : regular;
    const color = line.kind === 'muted' ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0);
    if (line.kind === 'heading') y -= 6;
    for (const piece of wrap(line.text, font, size, width)) {
      room(size * 1.4);
      y -= size * 1.4;
      page.drawText(piece, { x: PAGE.margin, y, size, font, color });
    }
  }
  return doc.save();
}
