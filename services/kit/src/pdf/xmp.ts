import { PDFName, type PDFDocument } from 'pdf-lib';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The XMP metadata PDF/UA asks for: the title (which viewers show, see DisplayDocTitle) and the claim of
 * conformance to PDF/UA-1. Stored uncompressed, as XMP readers expect.
 */
export function addXmpMetadata(doc: PDFDocument, o: { title: string; lang: string }): void {
  const packet = [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"'
      + ' xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(o.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:language><rdf:Bag><rdf:li>${xml(o.lang)}</rdf:li></rdf:Bag></dc:language>`,
    '<pdf:Producer>Counsel</pdf:Producer>',
    '<pdfuaid:part>1</pdfuaid:part>',
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
  const stream = doc.context.stream(new TextEncoder().encode(packet), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
}
