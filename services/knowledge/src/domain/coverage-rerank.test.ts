import { describe, expect, it } from '@jest/globals';
import { EQUIVALENT_WEIGHT, ORDER_WEIGHT, TITLE_WEIGHT, rerankByCoverage } from './coverage-rerank.js';
import type { Passage } from './passage.js';

const passage = (id: string, text: string, title = 'Notes'): Passage => ({ id, sourceId: id, sourceType: 'content', title, text, page: null, score: 1 });

describe('the second pass over the index candidates (coverage)', () => {
  it('puts a passage holding every idea asked above one repeating a single word', () => {
    const repeats = passage('repeats', 'The deadline is the deadline; every deadline is posted on the deadlines page.');
    const covers = passage('covers', 'Schedule changes are made in the first ten school days; the change window closes January 22.');
    const order = rerankByCoverage([repeats, covers], 'deadline to change a schedule', 2).map((p) => p.id);
    expect(order).toEqual(['covers', 'repeats']);
  });

  it('counts an equivalent of a word asked, less than the word itself', () => {
    const same = passage('same', 'Drop a course with the counselor.');
    const equivalent = passage('equivalent', 'Withdraw from a course with the counselor.');
    const neither = passage('neither', 'Meet the counselor about a course.');
    const ranked = rerankByCoverage([neither, equivalent, same], 'drop course', 3);
    expect(ranked.map((p) => p.id)).toEqual(['same', 'equivalent', 'neither']);
    expect(EQUIVALENT_WEIGHT).toBeLessThan(1);
  });

  it('keeps the index order between passages that cover the question alike, and scores best first', () => {
    const a = passage('a', 'Transcripts are requested from the registrar.');
    const b = passage('b', 'The registrar sends transcripts.');
    const ranked = rerankByCoverage([a, b], 'registrar transcripts', 2);
    expect(ranked.map((p) => p.id)).toEqual(['a', 'b']);
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
  });

  it('puts a passage whose title names what is asked above one whose text mentions it in passing', () => {
    const mentions = passage('mentions', 'Visit the registrar during office hours to request transcripts.', 'Senior Checklist');
    const titled = passage('titled', 'Open from 7:30 a.m. to 3:30 p.m. on school days.', 'Registrar Hours');
    expect(rerankByCoverage([mentions, titled], 'registrar hours', 2).map((p) => p.id)).toEqual(['titled', 'mentions']);
    expect(TITLE_WEIGHT).toBeLessThan(ORDER_WEIGHT);
  });

  it('returns at most k passages', () => {
    expect(rerankByCoverage([passage('a', 'x y'), passage('b', 'x'), passage('c', 'y')], 'x y', 2)).toHaveLength(2);
  });
});
