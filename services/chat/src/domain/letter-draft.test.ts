import { describe, expect, it } from '@jest/globals';
import { checkDraft, draftItems, markersOf, outline } from './letter-draft.js';

const items = draftItems({
  studentId: 's-1', firstName: 'Maya', grade: '12', schoolName: 'Lakeside High School',
  activities: [{ name: 'Robotics Club', role: 'Captain', years: '4' }],
  bragSheet: [{ questionId: 'q1', prompt: 'Proudest?', answer: 'The tutoring program' }, { questionId: 'q2', prompt: 'Unanswered', answer: ' ' }],
  colleges: ['Rice University'],
});

describe('a draft checked sentence by sentence', () => {
  it('numbers only answered items and cites each outline line', () => {
    expect(items.map((i) => i.marker)).toEqual(['P', 'A1', 'B1', 'L']);
    expect(outline(items).map((l) => l.text)).toEqual([
      'Academics: Maya, grade 12, Lakeside High School [P]',
      'Activities and leadership: Robotics Club, Captain, 4 [A1]',
      'Character: The tutoring program [B1]',
      'What the letter should say: the letter is for Rice University [L]',
    ]);
  });

  it('keeps markers written after the full stop with their sentence, and reads grouped markers', () => {
    const s = checkDraft('Maya captains robotics. [A1] She built a tutoring program [B1, P].\n\n- She applies to Rice [L].', items);
    expect(s.map((x) => [x.text, x.citations, x.unsupported])).toEqual([
      ['Maya captains robotics. [A1]', ['A1'], false],
      ['She built a tutoring program [B1, P].', ['B1', 'P'], false],
      ['She applies to Rice [L].', ['L'], false],
    ]);
  });

  it('marks a sentence with no marker, and drops a marker of an item not sent while marking the sentence', () => {
    const s = checkDraft('She is brilliant. She won the state prize [A1, N3].', items);
    expect(s.map((x) => [x.text, x.citations, x.unsupported])).toEqual([
      ['She is brilliant.', [], true],
      ['She won the state prize [A1].', ['A1'], true],
    ]);
    expect(markersOf('x [N3] y [A1,B2]')).toEqual(['N3', 'A1', 'B2']);
  });
});
