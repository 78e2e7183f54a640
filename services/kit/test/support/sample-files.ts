import JSZip from 'jszip';

/** Small, real files of each kind the upload checks tell apart (generated, so no binaries in git). */
export function pdfBytes(body = 'Counsel test document'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${body.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export async function docxBytes(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Essay</w:t></w:r></w:p></w:body></w:document>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** An OLE2 compound file header, as legacy .doc files start. */
export function docBytes(): Buffer {
  const b = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b);
  b.writeUInt16LE(0x3e, 24);
  b.writeUInt16LE(3, 26);
  b.writeUInt16LE(0xfffe, 28);
  b.writeUInt16LE(9, 30);
  Buffer.from('WordDocument', 'utf16le').copy(b, 1024);
  return b;
}

export async function zipBytes(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('notes.txt', 'not a word document');
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The start of a Windows executable (MZ header with a PE signature). */
export function exeBytes(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
}

export const htmlBytes = () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
export const textBytes = (s = 'Activities résumé\nRobotics club captain\n') => Buffer.from(s, 'utf8');

/** A text file of exactly `size` bytes. */
export function textOfSize(size: number): Buffer {
  const line = Buffer.from('Counsel upload size test line.\n');
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i += line.length) line.copy(b, i, 0, Math.min(line.length, size - i));
  return b;
}
