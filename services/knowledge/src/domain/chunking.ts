import { countWords, type TextBlock } from './document-text.js';

export interface ChunkingRules {
  /** A chunk closes at a heading once it holds at least this many words. */
  minWords: number;
  /** A chunk never grows past this many words (a longer paragraph is split at sentences). */
  maxWords: number;
  /** Words carried from the end of a chunk into the next when a section is split mid-way. */
  overlapWords: number;
}

export const DEFAULT_CHUNKING: ChunkingRules = { minWords: 300, maxWords: 500, overlapWords: 50 };

export interface TextChunk {
  text: string;
  /** The heading the chunk falls under (the nearest one before it). */
  heading: string | null;
  /** Page of the chunk's first words, and of its last. */
  page: number | null;
  pageEnd: number | null;
  words: number;
}

interface Piece { text: string; page: number | null; words: number; heading: string | null; startsSection: boolean }

/**
 * Chunks by structure: sections start at headings; paragraphs are packed into chunks of about
 * minWords..maxWords; a section boundary closes a chunk that is already big enough (small sections
 * are merged); a chunk that must close inside a section carries its last overlapWords words into
 * the next one. Each chunk starts with its heading so a passage read alone keeps its context.
 */
export function chunkBlocks(blocks: readonly TextBlock[], rules: ChunkingRules = DEFAULT_CHUNKING): TextChunk[] {
  const pieces = toPieces(blocks, rules);
  const chunks: TextChunk[] = [];
  let current: Piece[] = [];
  let words = 0;
  const emit = () => {
    if (!current.length) return;
    const heading = current[0].heading;
    const body = current.map((p) => p.text).join('\n\n');
    const text = heading && !body.startsWith(heading) ? `${heading}\n\n${body}` : body;
    const pages = current.map((p) => p.page).filter((p): p is number => p !== null);
    chunks.push({ text, heading, page: pages[0] ?? null, pageEnd: pages.at(-1) ?? null, words: countWords(text) });
  };
  for (const piece of pieces) {
    const closesAtHeading = piece.startsSection && words >= rules.minWords;
    const overflows = words + piece.words > rules.maxWords && words > 0;
    if (closesAtHeading || overflows) {
      // A heading never ends a chunk: it moves on with the text it introduces.
      const orphan = current.length > 1 && current.at(-1)!.startsSection ? current.pop()! : null;
      emit();
      const carry = overflows && !piece.startsSection && !orphan ? overlapFrom(current, rules.overlapWords) : null;
      current = orphan ? [orphan] : carry ? [carry] : [];
      words = current.reduce((n, p) => n + p.words, 0);
    }
    current.push(piece);
    words += piece.words;
  }
  emit();
  return chunks;
}

/** Paragraphs under their headings; paragraphs longer than maxWords split into sentence runs. */
function toPieces(blocks: readonly TextBlock[], rules: ChunkingRules): Piece[] {
  const pieces: Piece[] = [];
  let heading: string | null = null;
  let startsSection = false;
  for (const block of blocks) {
    const text = block.text.trim();
    if (!text) continue;
    if (block.kind === 'heading') {
      heading = text;
      startsSection = true;
      pieces.push({ text, page: block.page, words: countWords(text), heading, startsSection: true });
      startsSection = false;
      continue;
    }
    for (const part of splitLong(text, rules.maxWords - rules.overlapWords)) {
      pieces.push({ text: part, page: block.page, words: countWords(part), heading, startsSection });
      startsSection = false;
    }
  }
  return pieces;
}

function splitLong(text: string, limit: number): string[] {
  if (countWords(text) <= limit) return [text];
  const sentences = text.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [text];
  const parts: string[] = [];
  let buf = '';
  for (const s of sentences) {
    if (buf && countWords(buf) + countWords(s) > limit) {
      parts.push(buf.trim());
      buf = '';
    }
    if (countWords(s) > limit) {
      const w = s.trim().split(/\s+/);
      for (let i = 0; i < w.length; i += limit) parts.push(w.slice(i, i + limit).join(' '));
      continue;
    }
    buf += s;
  }
  if (buf.trim()) parts.push(buf.trim());
  return parts;
}

/** The last `n` words of a chunk (whole sentences where possible), as the start of the next. */
function overlapFrom(pieces: Piece[], n: number): Piece | null {
  if (n <= 0 || !pieces.length) return null;
  const last = pieces[pieces.length - 1];
  const words = pieces.map((p) => p.text).join(' ').split(/\s+/);
  let tail = words.slice(-n).join(' ');
  const sentenceStart = tail.search(/[.!?]\s+[A-Z]/);
  if (sentenceStart > 0 && sentenceStart < tail.length / 2) tail = tail.slice(sentenceStart + 1).trim();
  return { text: tail, page: last.page, words: countWords(tail), heading: last.heading, startsSection: false };
}
