import { createCanvas } from '@napi-rs/canvas';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** A markdown-ish source: '#'/'##' headings and blank-line paragraphs. */
interface SourceBlock { level: 0 | 1 | 2; text: string }

export function parseSource(markdown: string): SourceBlock[] {
  return markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => {
    const m = /^(#{1,2})\s+(.*)$/s.exec(p);
    return m ? { level: m[1].length as 1 | 2, text: m[2].trim() } : { level: 0 as const, text: p.replace(/\s*\n\s*/g, ' ') };
  });
}

/** A text PDF (US Letter, Helvetica): headings larger and bold, paragraphs wrapped, pages added as needed. */
export async function renderTextPdf(markdown: string, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Counsel demo data');
  const body = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 72;
  const width = 612 - margin * 2;
  let page: PDFPage = pdf.addPage([612, 792]);
  let y = 792 - margin;
  const line = (text: string, font: PDFFont, size: number) => {
    if (y < margin + size) {
      page = pdf.addPage([612, 792]);
      y = 792 - margin;
    }
    page.drawText(text, { x: margin, y, size, font });
    y -= size * 1.4;
  };
  for (const block of parseSource(markdown)) {
    const size = block.level === 1 ? 18 : block.level === 2 ? 14 : 11;
    const font = block.level ? bold : body;
    if (block.level && y < margin + 120) {
      page = pdf.addPage([612, 792]);
      y = 792 - margin;
    }
    for (const l of wrap(block.text, font, size, width)) line(l, font, size);
    y -= size * 0.8;
  }
  return pdf.save();
}

/** A .docx with real heading styles. */
export async function renderDocx(markdown: string, title: string): Promise<Uint8Array> {
  const children = parseSource(markdown).map((b) => new Paragraph({
    text: b.text,
    heading: b.level === 1 ? HeadingLevel.HEADING_1 : b.level === 2 ? HeadingLevel.HEADING_2 : undefined,
  }));
  const doc = new Document({ title, creator: 'Counsel demo data', sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A "scanned" page: the text drawn onto an image, and that image the only content of a PDF page (no text layer). */
export async function renderScannedPdf(text: string): Promise<Uint8Array> {
  const canvas = createCanvas(1275, 1650);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  let y = 160;
  for (const [i, para] of text.trim().split(/\n\s*\n/).entries()) {
    ctx.font = i === 0 ? 'bold 46px sans-serif' : '30px sans-serif';
    for (const l of wrapByMeasure(para.replace(/\s*\n\s*/g, ' '), (s) => ctx.measureText(s).width, 1275 - 240)) {
      ctx.fillText(l, 120, y);
      y += i === 0 ? 70 : 44;
    }
    y += 30;
  }
  const pdf = await PDFDocument.create();
  const png = await pdf.embedPng(canvas.toBuffer('image/png'));
  pdf.addPage([612, 792]).drawImage(png, { x: 0, y: 0, width: 612, height: 792 });
  return pdf.save();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapByMeasure(text, (s) => font.widthOfTextAtSize(s, size), width);
}

function wrapByMeasure(text: string, measure: (s: string) => number, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && measure(next) > width) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}
