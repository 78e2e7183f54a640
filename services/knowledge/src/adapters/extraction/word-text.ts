import { ExtractionError, countWords, looksLikeHeading, type ExtractedText, type TextBlock } from '../../domain/document-text.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]).replace(/\s+/g, ' ').trim();

/** .docx with mammoth: its HTML keeps the document's headings (h1..h6), paragraphs and list items. */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedText> {
  const mammoth = (await import('mammoth')).default;
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
  } catch {
    throw new ExtractionError('The .docx file could not be read');
  }
  const blocks: TextBlock[] = [];
  for (const m of html.matchAll(/<(h[1-6]|p|li|td|th)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = decode(m[2]);
    if (!text) continue;
    const tag = m[1];
    blocks.push({ kind: tag.startsWith('h') ? 'heading' : 'paragraph', text: tag === 'li' ? `- ${text}` : text, page: null });
  }
  return finish(blocks);
}

/** Legacy .doc (Word 97-2003) with word-extractor: one paragraph per line; short title-like lines are headings. */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedText> {
  const WordExtractor = (await import('word-extractor')).default;
  let body: string;
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    body = doc.getBody();
  } catch {
    throw new ExtractionError('The .doc file could not be read');
  }
  const lines = body.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const blocks: TextBlock[] = lines.map((line, i) => ({
    kind: i < lines.length - 1 && looksLikeHeading(line) && countWords(line) <= 8 ? 'heading' : 'paragraph',
    text: line,
    page: null,
  }));
  return finish(blocks);
}

function finish(blocks: TextBlock[]): ExtractedText {
  if (!blocks.some((b) => countWords(b.text) > 0)) throw new ExtractionError('No readable text was found in the document');
  return { blocks, pageCount: null, ocrPages: 0 };
}
