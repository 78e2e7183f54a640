import { describe, expect, it } from '@jest/globals';
import type { Passage } from '../../domain/chat.js';
import { linesVocabulary, passageLines } from './passage-lines.js';
import { selectSentences } from './sentence-selection.js';

const passage = (id: string, title: string, text: string): Passage => ({ id, sourceId: id.split(':')[0], sourceType: 'content', title, text, page: null, score: 1 });

describe('what is read once from a passage’s lines, kept between turns', () => {
  it('counts the lines holding each word, and finds the longer or misspelt forms of a word asked', () => {
    const p = passage('visit:0', 'Campus visits', 'Bring your transcript to the campus tour. The transcript office opens at nine on weekdays.');
    const read = linesVocabulary(p);
    expect(read.lineCounts.get('transcript')).toBe(2);
    expect(read.terms.has('campus')).toBe(true);
    // The title's words are the lines' too.
    expect(read.terms.has('visit')).toBe(true);
    expect(read.nearForms('transcrpt')).toEqual(['transcript']);
    // Read once: the same object on the next turn.
    expect(linesVocabulary({ ...p, score: 0.3 })).toBe(read);
  });

  it('reads a changed document again, never what the same chunk id used to say', () => {
    const before = passage('visit:0', 'Campus visits', 'Bring your transcript to the campus tour on any weekday.');
    expect(linesVocabulary(before).nearForms('transcrpt')).toEqual(['transcript']);
    expect(selectSentences('Where do I bring my transcrpt?', [before]).map((s) => s.text)).toEqual(['Bring your transcript to the campus tour on any weekday.']);

    const after = passage('visit:0', 'Campus visits', 'Bring your passport to the campus tour on any weekday.');
    expect(linesVocabulary(after).nearForms('transcrpt')).toEqual([]);
    expect(linesVocabulary(after).lineCounts.has('transcript')).toBe(false);
    expect(passageLines(after).map((l) => l.text)).toEqual(['Bring your passport to the campus tour on any weekday.']);
    expect(selectSentences('Where do I bring my transcrpt?', [after]).map((s) => s.text)).not.toContain('Bring your transcript to the campus tour on any weekday.');
    // A renamed document is read again too: its title's words are the line's heading.
    const renamed = { ...after, title: 'Transcript requests' };
    expect(linesVocabulary(renamed).terms.has('request')).toBe(true);
    expect(passageLines(renamed)[0].titled).toBe('Transcript requests\nBring your passport to the campus tour on any weekday.');
  });

  it('reads a passage object changed in place again', () => {
    const p = passage('fees:0', 'Fees', 'The application fee is $50 for every applicant.');
    expect(linesVocabulary(p).terms.has('applicant')).toBe(true);
    p.text = 'Fee waivers cover the cost for eligible students.';
    expect(linesVocabulary(p).terms.has('applicant')).toBe(false);
    expect(linesVocabulary(p).terms.has('waiver')).toBe(true);
  });
});
