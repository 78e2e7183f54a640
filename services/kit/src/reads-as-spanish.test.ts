import { describe, expect, it } from '@jest/globals';
import { mayBeShortForm, readsAsSpanish } from './reads-as-spanish.js';

describe('readsAsSpanish', () => {
  it('reads a question with ¿ or two common Spanish words as Spanish, accents or not', () => {
    expect(readsAsSpanish('¿Dónde está la oficina?')).toBe(true);
    expect(readsAsSpanish('cuando es la fecha de la beca')).toBe(true);
    expect(readsAsSpanish('Cuándo está abierta la escuela')).toBe(true);
  });

  it('does not take English with one borrowed word for Spanish', () => {
    expect(readsAsSpanish('When is the DE form due?')).toBe(false);
    expect(readsAsSpanish('Is the beca scholarship open to juniors?')).toBe(false);
  });
});

describe('mayBeShortForm', () => {
  it('takes any word of an English text for a possible short form', () => {
    const english = mayBeShortForm('When is the de form due?');
    expect(['de', 'De', 'DE', 'sr'].map(english)).toEqual([true, true, true, true]);
  });

  it('takes only a word in capitals for one in a text in Spanish', () => {
    const spanish = mayBeShortForm('¿Cuándo atiende el Sr. Ibarra?');
    expect(['de', 'Sr', 'DE', 'D1'].map(spanish)).toEqual([false, false, true, true]);
  });
});
