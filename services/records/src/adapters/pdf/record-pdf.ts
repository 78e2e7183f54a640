import type { PdfBlock } from '@counsel/kit/pdf';

// pdf-lib, fontkit and the font files load with the first PDF, not with the records module.
let pdfKit: Promise<typeof import('@counsel/kit/pdf')> | undefined;
const loadPdfKit = () => (pdfKit ??= import('@counsel/kit/pdf'));

/** The export's summary and the deletion certificate, as tagged PDFs in fonts that print every name as written. */
export async function recordPdf(doc: { title: string; blocks: PdfBlock[]; lang?: string }): Promise<Uint8Array> {
  const { writePdf } = await loadPdfKit();
  return writePdf({ title: doc.title, lang: doc.lang ?? 'en', author: 'Counsel' }, doc.blocks);
}
