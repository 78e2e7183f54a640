import { describe, expect, it } from '@jest/globals';
import { chunkBlocks, DEFAULT_CHUNKING } from './chunking.js';
import { blocksFromPlainText, countWords, type TextBlock } from './document-text.js';

const sentence = (topic: string, i: number) => `Sentence ${i} explains ${topic} in plain words for families.`;
const paragraph = (topic: string, words: number, page: number | null = null): TextBlock => {
  const parts: string[] = [];
  let i = 0;
  while (countWords(parts.join(' ')) < words) parts.push(sentence(topic, i++));
  return { kind: 'paragraph', text: parts.join(' '), page };
};
const heading = (text: string, page: number | null = null): TextBlock => ({ kind: 'heading', text, page });

describe('chunkBlocks', () => {
  it('keeps every chunk within the word limit and most at 300 words or more', () => {
    const blocks: TextBlock[] = [];
    for (let s = 0; s < 6; s++) {
      blocks.push(heading(`Section ${s}`));
      for (let p = 0; p < 4; p++) blocks.push(paragraph(`topic ${s}`, 90));
    }
    const chunks = chunkBlocks(blocks);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.words).toBeLessThanOrEqual(DEFAULT_CHUNKING.maxWords + 12);
    for (const c of chunks.slice(0, -1)) expect(c.words).toBeGreaterThanOrEqual(DEFAULT_CHUNKING.minWords);
  });

  it('closes a chunk at a heading once it is big enough, and starts the next with that heading', () => {
    const chunks = chunkBlocks([heading('Deadlines'), paragraph('deadlines', 320), heading('Financial aid'), paragraph('aid', 100)]);
    expect(chunks).toHaveLength(2);
    expect(chunks[0].text.startsWith('Deadlines')).toBe(true);
    expect(chunks[0].text).not.toContain('Financial aid');
    expect(chunks[1].text.startsWith('Financial aid')).toBe(true);
    expect(chunks[1].heading).toBe('Financial aid');
  });

  it('merges small sections instead of making tiny chunks', () => {
    const chunks = chunkBlocks([heading('A'), paragraph('a', 60), heading('B'), paragraph('b', 60), heading('C'), paragraph('c', 60)]);
    expect(chunks).toHaveLength(1);
    expect(chunks[0].text).toMatch(/^A\n\n/);
  });

  it('splits a long section with overlap, repeating the heading for context', () => {
    const chunks = chunkBlocks([heading('Essays'), paragraph('essay one', 200), paragraph('essay two', 200), paragraph('essay three', 200)]);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks[1].heading).toBe('Essays');
    expect(chunks[1].text.startsWith('Essays\n\n')).toBe(true);
    const tailOfFirst = chunks[0].text.split(/\s+/).slice(-20).join(' ');
    expect(chunks[1].text).toContain(tailOfFirst.split(' ').slice(-8).join(' '));
  });

  it('splits a single paragraph longer than the limit at sentences', () => {
    const chunks = chunkBlocks([paragraph('one long paragraph', 1400)]);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) {
      expect(c.words).toBeLessThanOrEqual(DEFAULT_CHUNKING.maxWords);
      expect(c.text.trim().endsWith('.')).toBe(true);
    }
  });

  it('keeps page numbers: first and last page of each chunk', () => {
    const chunks = chunkBlocks([heading('Testing', 1), paragraph('tests', 250, 1), paragraph('tests', 200, 2), paragraph('tests', 200, 3)]);
    expect(chunks[0].page).toBe(1);
    expect(chunks[0].pageEnd).toBe(2);
    expect(chunks.at(-1)!.pageEnd).toBe(3);
  });

  it('never ends a chunk on a heading', () => {
    const chunks = chunkBlocks([paragraph('intro', 250), heading('Next part'), paragraph('next', 300)]);
    for (const c of chunks) expect(c.text.trim().endsWith('Next part')).toBe(false);
  });

  it('returns nothing for no text', () => {
    expect(chunkBlocks([])).toEqual([]);
    expect(chunkBlocks([{ kind: 'paragraph', text: '   ', page: null }])).toEqual([]);
  });
});

describe('blocksFromPlainText', () => {
  it('reads markdown headings, standalone short lines as headings, and blank-line paragraphs', () => {
    const blocks = blocksFromPlainText('# Campus visits\n\nPlan visits in spring.\nBring questions.\n\nWhat to ask\n\nAsk about advising.');
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Campus visits', page: null },
      { kind: 'paragraph', text: 'Plan visits in spring. Bring questions.', page: null },
      { kind: 'heading', text: 'What to ask', page: null },
      { kind: 'paragraph', text: 'Ask about advising.', page: null },
    ]);
  });
});
