import { describe, expect, it } from '@jest/globals';
import type { Passage } from './chat.js';
import { passageAnalysis, rememberedPassages } from './passage-analysis.js';
import { OfflineAnswerer } from '../adapters/offline/offline-answerer.js';
import { assemblePrompt } from './prompt.js';

const passage = (id: string, title: string, text: string): Passage => ({ id, sourceId: id.split(':')[0], sourceType: 'content', title, text, page: null, score: 1 });

function answer(question: string, passages: Passage[]): string {
  const prompt = assemblePrompt({ systemPrompt: 'x', question, student: null, passages, today: '2026-11-28' });
  return new OfflineAnswerer().compose({ question, student: null, passages, knowledgeUnavailable: false, prompt, today: '2026-11-28' });
}

describe('what is read from a passage, kept between turns', () => {
  it('reads a passage once while its title and text stay the same', () => {
    const p = passage('hours:0', 'Aid office hours', 'The aid office is open on Tuesdays from 3:00 to 5:00 p.m.');
    const first = passageAnalysis(p);
    expect(passageAnalysis({ ...p, score: 0.2 })).toBe(first);
    expect(first.sentences).toEqual(['The aid office is open on Tuesdays from 3:00 to 5:00 p.m.']);
    expect(first.terms.has('tuesday')).toBe(true);
  });

  it('answers from a changed document, never from what the same chunk id used to say', () => {
    const before = passage('hours:0', 'Aid office hours', 'The aid office is open on Tuesdays from 3:00 to 5:00 p.m.');
    expect(answer('When is the aid office open?', [before])).toContain('Tuesdays from 3:00');
    const after = passage('hours:0', 'Aid office hours', 'The aid office is open on Thursdays from 1:00 to 4:00 p.m.');
    const text = answer('When is the aid office open?', [after]);
    expect(text).toContain('Thursdays from 1:00');
    expect(text).not.toContain('Tuesdays');
    expect(passageAnalysis(after).terms.has('tuesday')).toBe(false);
    // A renamed document is read again too.
    expect(passageAnalysis({ ...after, title: 'Financial aid advising' }).terms.has('advis')).toBe(true);
  });

  it('keeps a bounded number of passages, whatever the traffic', () => {
    for (let i = 0; i < 2_500; i++) passageAnalysis(passage(`bulk:${i}`, 'Bulk', `Passage number ${i} says something short.`));
    expect(rememberedPassages()).toBeLessThanOrEqual(2_000);
    // The most recent ones are kept.
    const last = passage('bulk:2499', 'Bulk', 'Passage number 2499 says something short.');
    expect(passageAnalysis(last)).toBe(passageAnalysis(last));
  });
});
