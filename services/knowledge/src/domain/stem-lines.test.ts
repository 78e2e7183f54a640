import { describe, expect, it } from '@jest/globals';
import { rerankByCoverage } from './coverage-rerank.js';
import type { Passage } from './passage.js';
import { rememberedChunks, stemLines } from './stem-lines.js';

const passage = (id: string, text: string, title = 'Notes'): Passage => ({ id, sourceId: id, sourceType: 'content', title, text, page: null, score: 1 });

describe('the stems kept per chunk for the coverage pass', () => {
  it('reads a chunk again when its text changed under the same id', () => {
    const other = passage('other', 'Meet the counselor about a course.');
    const before = passage('edited', 'The cafeteria menu is posted weekly.');
    expect(rerankByCoverage([other, before], 'drop course', 2).map((p) => p.id)).toEqual(['other', 'edited']);
    // Re-indexed with new text, same chunk id: it now covers the question better, and must rank so.
    const after = passage('edited', 'Drop a course with the counselor before the deadline.');
    expect(rerankByCoverage([other, after], 'drop course', 2).map((p) => p.id)).toEqual(['edited', 'other']);
    expect(stemLines(after).whole).toContain(' drop a cours ');
  });

  it('reads a chunk again when only its title changed', () => {
    expect(stemLines(passage('renamed', 'Same text.', 'Old Title')).title).toBe(' old titl ');
    expect(stemLines(passage('renamed', 'Same text.', 'Transcripts')).title).toBe(' transcript ');
  });

  it('keeps at most a bounded number of chunks', () => {
    for (let i = 0; i < 6_000; i++) stemLines(passage(`bulk-${i}`, `Text ${i}.`));
    expect(rememberedChunks()).toBeLessThanOrEqual(5_000);
  });
});
