import { writePdf, type PdfBlock } from '@counsel/kit/pdf';

/** The export's summary and the deletion certificate, as tagged PDFs in fonts that print every name as written. */
export async function recordPdf(doc: { title: string; blocks: PdfBlock[]; lang?: string }): Promise<Uint8Array> {
  return writePdf({ title: doc.title, lang: doc.lang ?? 'en', author: 'Counsel' }, doc.blocks);
}
