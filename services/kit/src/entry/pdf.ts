// `@counsel/kit/pdf`: tagged PDFs in embedded Noto faces (pdf-lib, fontkit and megabytes of fonts); import it
// only where PDFs are written.
export { writePdf, type PdfBlock, type PdfOptions } from '../pdf/document.js';
