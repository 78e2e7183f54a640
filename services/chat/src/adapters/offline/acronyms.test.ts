import { describe, expect, it } from '@jest/globals';
import type { Passage } from '../../domain/chat.js';
import { acronymsIn, spelledOut, spelledOutIn, withAcronymsSpelledOut } from './acronyms.js';

const passage = (title: string, text: string): Passage => ({ id: `${title}:0`, sourceId: title, sourceType: 'content', title, text, page: null, score: 1 });

describe('acronyms spelled out', () => {
  it('finds an acronym spelled out by the initials of consecutive words, joining words skipped', () => {
    expect(spelledOut('SSN', 'Families without a Social Security number can still file.')).toBe(true);
    expect(spelledOut('CTE', 'Career and Technical Education pathways start in ninth grade.')).toBe(true);
    expect(spelledOut('SSNs', 'a Social Security number')).toBe(true);
  });

  it('does not find one whose letters are scattered or out of order', () => {
    expect(spelledOut('SSN', 'Students sign the form; a number is needed.')).toBe(false);
    expect(spelledOut('SSN', 'Number of Social Security')).toBe(false);
  });

  it('reads the acronyms a question writes, not its capitalised words', () => {
    expect(acronymsIn('family has no SSN, can they still get help at FAFSA night?')).toEqual(['SSN', 'FAFSA']);
    expect(acronymsIn('When is Decision Day?')).toEqual([]);
  });

  it('takes an acronym a passage spells out off what the question names that no source holds', () => {
    const focus = { missing: [{ text: 'SSN' }, { text: 'Gala Night' }] } as unknown as Parameters<typeof withAcronymsSpelledOut>[0];
    const out = withAcronymsSpelledOut(focus, [passage('FAFSA Completion Night', 'Bring a Social Security number if you have one.')]);
    expect(out.missing.map((t) => t.text)).toEqual(['Gala Night']);
  });
});

describe('acronyms spelled out in passages', () => {
  it('reads a passage edited under the same id anew: its words are kept only while its title and text are the same', () => {
    expect(spelledOutIn('SSN', [passage('Aid', 'Families without a Social Security number can still file.')])).toBe(true);
    expect(spelledOutIn('SSN', [passage('Aid', 'Families can still file without one.')])).toBe(false);
    expect(spelledOutIn('SSN', [passage('Aid', 'Families can still file without one.'), passage('Social Security Numbers', 'Where to find yours.')])).toBe(true);
  });
});
