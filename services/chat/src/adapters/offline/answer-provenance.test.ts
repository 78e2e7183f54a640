import { describe, expect, it } from '@jest/globals';
import type { Passage } from '../../domain/chat.js';
import { answerProvenance, askedParts } from './answer-provenance.js';

const passage = (sourceId: string, title: string, text: string): Passage => ({ id: `${sourceId}:0`, sourceId, sourceType: 'content', title, text, page: null, score: 1 });

const passages = [
  passage('registrar', 'Registrar: Transcripts and Records', 'The registrar issues enrollment verification letters for car insurance and work permits. Transcripts are sent within five school days.'),
  passage('permits', 'Work Permits for Students Under 18', 'Students under 18 need a work permit before starting a job. Pick up the request form in the counseling office and return it to the front desk.'),
  passage('counselors', 'Counselor Assignments', 'Last names A through F: Ms. Priya Nair. Book a meeting through the counseling website.'),
];
const line = (marker: number, text: string) => ({ marker, text, score: 1 });

describe('answer provenance', () => {
  it('keeps only the passage holding most of the question\'s rare words when one thing is asked, whatever line led', () => {
    const picked = [line(1, 'The registrar issues enrollment verification letters for car insurance and work permits.'), line(2, 'Pick up the request form in the counseling office and return it to the front desk.')];
    const shown = answerProvenance(picked, 'Jordan needs a work permit for a summer job; where does he turn the form in?', passages, 'Jordan Rivera');
    expect(shown.map((s) => s.marker)).toEqual([2]);
  });

  it('keeps a second passage that holds a word of a second part the first does not', () => {
    const picked = [line(3, 'Last names A through F: Ms. Priya Nair.'), line(2, 'Pick up the request form in the counseling office and return it to the front desk.')];
    const shown = answerProvenance(picked, 'Who is my counselor, and how do I get a work permit form?', passages, null);
    expect(new Set(shown.map((s) => s.marker))).toEqual(new Set([2, 3]));
  });

  it('leaves an answer from one passage as it is', () => {
    const picked = [line(2, 'Students under 18 need a work permit before starting a job.'), line(2, 'Pick up the request form in the counseling office and return it to the front desk.')];
    expect(answerProvenance(picked, 'Where do I get a work permit?', passages, null)).toEqual(picked);
  });
});

describe('asked parts', () => {
  it('counts a lead-in and its question as one part, two questions or a joined second question as two', () => {
    expect(askedParts('Jordan needs a work permit for a summer job; where does he turn the form in?')).toBe(1);
    expect(askedParts('Who is Jordan\'s counselor, and how does he book a meeting?')).toBe(2);
    expect(askedParts('When is the FAFSA due? What does it pay for?')).toBe(2);
  });
});
