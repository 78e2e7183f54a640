import type { PdfBlock } from '@counsel/kit/pdf';
import type { SchoolReportForm } from '../domain/school-document.js';

/** One part of a packet: a file to merge as it is, or blocks the kit writes as a tagged PDF under a title. */
export type PacketSection =
  | { title: string; pdf: Uint8Array }
  | { title: string; blocks: PdfBlock[] };

// pdf-lib, fontkit and the font files load with the first packet, not with the letters module.
let pdfLibs: Promise<[typeof import('pdf-lib'), typeof import('@counsel/kit/pdf')]> | undefined;
const loadPdfLibs = () => (pdfLibs ??= Promise.all([import('pdf-lib'), import('@counsel/kit/pdf')]));

const words = (v: string) => v.replace(/_/g, ' ');

export function schoolReportBlocks(f: SchoolReportForm): PdfBlock[] {
  const gpa = f.gpa === null ? 'Not reported' : `${f.gpa}${f.gpaScale ? ` on a ${f.gpaScale} scale` : ''}`;
  const blocks: PdfBlock[] = [{
    kind: 'fields', rows: [['GPA', gpa], ['Class rank', f.rank ?? 'The school does not rank'], ['Course rigor', f.courseRigor ? words(f.courseRigor) : 'Not rated']],
  }];
  if (f.ratings.length) {
    blocks.push({ kind: 'heading', level: 2, text: 'Counselor ratings' }, { kind: 'fields', rows: f.ratings.map((r) => [words(r.category), words(r.level)]) });
  }
  return blocks;
}

/** A letter's text as paragraphs (blank lines part them). */
export const textBlocks = (text: string): PdfBlock[] =>
  text.split(/\n\s*\n/).map((t) => t.trim()).filter(Boolean).map((t) => ({ kind: 'paragraph', text: t }));

/**
 * Merges the sections in order into one PDF. A file that cannot be read as a PDF (it passed the content check
 * but is damaged or encrypted) becomes a page saying so, so the counselor sees the gap instead of a failed download.
 */
export async function mergePacket(title: string, sections: PacketSection[]): Promise<Uint8Array> {
  const [{ PDFDocument }, { writePdf }] = await loadPdfLibs();
  const out = await PDFDocument.create();
  out.setTitle(title, { showInWindowTitleBar: true });
  out.setProducer('Counsel');
  for (const s of sections) {
    const bytes = 'pdf' in s ? s.pdf : await writePdf({ title: s.title }, s.blocks);
    const src = await PDFDocument.load(bytes, { ignoreEncryption: true }).catch(() => null);
    const usable = src && src.getPageCount() > 0 && !src.isEncrypted ? src
      : await PDFDocument.load(await writePdf({ title: s.title }, [{ kind: 'paragraph', text: 'This file could not be merged into the packet; download it on its own.' }]));
    for (const page of await out.copyPages(usable, usable.getPageIndices())) out.addPage(page);
  }
  return out.save();
}
