import { describe, expect, it } from '@jest/globals';
import { rerankByCoverage } from './coverage-rerank.js';
import type { Passage } from './passage.js';
import { lineHolds, rememberedChunks, stemKey, stemLines } from './stem-lines.js';

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

describe('a key looked up in a stem line', () => {
  it('is held exactly where the spaced line holds it: a word by its stem, a phrase by its words in order', () => {
    const { whole, wholeStems } = stemLines(passage('keys', 'Students dropping courses must see the counselor; a course drop form is online.', 'Course Changes'));
    for (const asked of ['course', 'courses', 'dropped', 'drop course', 'course drop', 'counselors', 'cour', 'form online', 'online form', 'the', 'transcript', 'changes']) {
      const key = stemKey(asked);
      expect([asked, lineHolds(whole, wholeStems, key)]).toEqual([asked, whole.includes(key.spaced)]);
    }
    expect(stemKey('courses').single).toBe('cours');
    expect(stemKey('drop course').single).toBeNull();
  });
});
