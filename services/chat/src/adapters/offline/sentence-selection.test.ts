import { describe, expect, it } from '@jest/globals';
import type { Passage } from '../../domain/chat.js';
import { selectSentences } from './sentence-selection.js';

const passage = (sourceId: string, title: string, text: string): Passage => ({ id: `${sourceId}:0`, sourceId, sourceType: 'content', title, text, page: null, score: 1 });

describe('sentence selection with words no passage holds', () => {
  it('lets an equivalent stand in for a word asked that no passage holds, over a passage sharing a lesser word', () => {
    const passages = [
      passage('loans', 'Student Loans', 'Federal loans have fixed interest rates for every borrower in school.'),
      passage('registrar', 'Registrar', 'The registrar corrects the birth date in student records within five days.'),
    ];
    // With a student chosen, only a line holding a word asked (or one standing in for it) answers.
    const chosen = selectSentences('Who fixes a wrong birthday for Jordan?', passages, 'Jordan Rivera');
    expect(chosen[0]?.marker).toBe(2);
    expect(chosen.map((s) => s.marker)).not.toContain(1);
  });
});
