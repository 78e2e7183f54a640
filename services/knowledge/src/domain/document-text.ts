/** Text as extracted from a file or note, with its structure: headings and paragraphs, and the page each sits on. */
export interface TextBlock {
  kind: 'heading' | 'paragraph';
  text: string;
  /** 1-based page number (PDF), else null. */
  page: number | null;
}

export interface ExtractedText {
  blocks: TextBlock[];
  /** Pages in the file (PDF), else null. */
  pageCount: number | null;
  /** Pages read by OCR because they had no text layer. */
  ocrPages: number;
}

/** A file with nothing readable in it: indexing fails with this reason, shown to the user. */
export class ExtractionError extends Error {}

const countWords = (s: string) => (s.match(/\S+/g) ?? []).length;
export { countWords };

/**
 * Plain text (notes, OCR output, .doc bodies) into blocks: blank lines separate paragraphs; a markdown
 * '#' line, or a short line with no closing punctuation that stands alone before more text, is a heading.
 */
export function blocksFromPlainText(text: string, page: number | null = null): TextBlock[] {
  const blocks: TextBlock[] = [];
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const raw of paragraphs) {
    const lines = raw.split('\n').map((l) => l.trim()).filter(Boolean);
    let buffer: string[] = [];
    const flush = () => {
      if (buffer.length) blocks.push({ kind: 'paragraph', text: buffer.join(' ').replace(/\s+/g, ' '), page });
      buffer = [];
    };
    for (const line of lines) {
      const md = /^#{1,6}\s+(.*)$/.exec(line);
      if (md) {
        flush();
        blocks.push({ kind: 'heading', text: md[1].trim(), page });
      } else if (buffer.length === 0 && lines.length > 1 && looksLikeHeading(line)) {
        blocks.push({ kind: 'heading', text: line, page });
      } else {
        buffer.push(line.replace(/^[-*\u2022]\s+/, '- '));
      }
    }
    if (lines.length === 1 && buffer.length === 1 && looksLikeHeading(buffer[0]) && countWords(buffer[0]) <= 8) {
      blocks.push({ kind: 'heading', text: buffer[0], page });
      buffer = [];
    }
    flush();
  }
  return blocks;
}

export function looksLikeHeading(line: string): boolean {
  const words = countWords(line);
  return words > 0 && words <= 10 && !/[.,;:!?]$/.test(line) && !/^[-*\u2022]/.test(line) && /^[A-Z0-9]/.test(line);
}
