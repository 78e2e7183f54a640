import { describe, expect, it } from '@jest/globals';
import { expandedTerms, ftsMatchExpression, queryConcepts } from './query-terms.js';
import { equivalentsOf, lightStem } from './search-vocabulary.js';

describe('the lexical query and the search vocabulary', () => {
  it('searches for the equivalents of a word as well as the word', () => {
    const terms = expandedTerms('Can I drop a class?');
    expect(terms.slice(0, 2)).toEqual(['drop', 'class']);
    expect(terms).toEqual(expect.arrayContaining(['withdraw', 'change', 'course', 'schedule']));
  });

  it('matches a group member by its stem, and searches a member of several words as a phrase', () => {
    expect(equivalentsOf(['birthdays']).get('birthdays')).toEqual(expect.arrayContaining(['date of birth']));
    expect(ftsMatchExpression('birthdays')).toContain('"date of birth"');
  });

  it('lends the equivalents of a phrase of the vocabulary to its words', () => {
    const concepts = queryConcepts('events for twelfth grade families');
    expect(concepts.find((c) => c.term === 'twelfth')?.alternatives).toEqual(expect.arrayContaining(['senior']));
    expect(concepts.find((c) => c.term === 'events')?.alternatives).toEqual([]);
  });

  it('keeps a word with no equivalents alone, and quotes every term so no user text is query syntax', () => {
    expect(ftsMatchExpression('superscoring NEAR/2 "x"')).toBe('"superscoring" OR "near" OR "2" OR "x"');
  });

  it('searches a short form counselors write for what it stands for, and the other way round', () => {
    expect(expandedTerms('DE form due date spring')).toContain('dual enrollment');
    expect(expandedTerms('TAA GPA for CC transfer')).toContain('community college');
    expect(expandedTerms('dual enrollment form')).toContain('de');
  });

  it('reads a lower-case short form in a question in Spanish as the Spanish word, and one in capitals as the short form', () => {
    expect(expandedTerms('¿Dónde está la oficina de ayuda financiera?')).not.toContain('dual enrollment');
    expect(expandedTerms('la fecha de la beca Delgado')).not.toContain('dual enrollment');
    expect(expandedTerms('¿Cuándo vence el formulario DE?')).toContain('dual enrollment');
    expect(expandedTerms('de form due date')).toContain('dual enrollment');
  });

  it('reads a capitalized short form in a question in Spanish as the Spanish word too, as the offline answerer does', () => {
    expect(expandedTerms('De qué fecha es la beca')).not.toContain('dual enrollment');
  });

  it('searches CTE for the career-technical education it stands for', () => {
    expect(expandedTerms('CTE teacher')).toContain('career technical');
  });

  it('searches a weekend for its days, a grade that tanked for a drop, and taking an offer back for rescinding it', () => {
    expect(expandedTerms('any weekend option?')).toContain('saturday');
    expect(expandedTerms('grades tanked')).toContain('drop');
    expect(expandedTerms('can a college take back an offer?')).toContain('rescind');
  });

  it('stems plurals and -ing forms to their word', () => {
    expect(['papers', 'printing', 'fixes', 'activities'].map(lightStem)).toEqual(['paper', 'print', 'fix', 'activity']);
  });
});
