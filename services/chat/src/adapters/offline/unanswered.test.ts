import { describe, expect, it } from '@jest/globals';
import { namesIn, unansweredNote } from './unanswered.js';

describe('what a question asks for that the shown sources do not hold', () => {
  it('reads the names a question gives (possessive dropped), not its first word, the student, months or acronyms', () => {
    expect(namesIn('When is Stanford\'s early decision deadline?', null)).toEqual(['Stanford']);
    expect(namesIn('What is the application fee for the University of Michigan?', null)).toEqual(['University of Michigan']);
    expect(namesIn('How much merit scholarship will Purdue offer Jordan?', 'Jordan Rivera')).toEqual(['Purdue']);
    expect(namesIn('What happens on May 1 for SAT and ACT takers?', null)).toEqual([]);
  });

  it('says the records do not say when a named college is in none of the shown lines', () => {
    expect(unansweredNote('When is Stanford\'s early decision deadline?', 'Most ED and EA deadlines are November 1 or November 15. [1]', null))
      .toBe('None of these sources mentions Stanford: the records here do not say, so no date is given for it. Check the college\'s or program\'s own website.');
    expect(unansweredNote('When does the Common App open?', 'The Common App opens on August 1 each year. [1]', null)).toBeNull();
  });

  it('says so when the date, amount or rate asked for is stated by no shown line', () => {
    expect(unansweredNote('How much does the CSS Profile cost per college?', 'The CSS Profile has a fee for each college. [1]', null))
      .toBe('None of these sources states the amount asked for: the records here do not say, so none is given.');
    expect(unansweredNote('On what exact date does the next FAFSA open?', 'The FAFSA opens in the fall of senior year. [1]', null)).toMatch(/states the date asked for/);
    expect(unansweredNote('Which application deadlines does Maya have coming up?', '- 2026-11-29: Georgia Tech [L]', 'Maya Chen')).toBeNull();
  });

  it('leaves alone a question that asks whether or where, not how much', () => {
    expect(unansweredNote('Is there a fee for the CSS Profile?', 'The CSS Profile has a fee for each college. [1]', null)).toBeNull();
    expect(unansweredNote('Where can I find federal data on net price by college?', 'Federal data on costs and net price by college. [1]', null)).toBeNull();
  });
});
