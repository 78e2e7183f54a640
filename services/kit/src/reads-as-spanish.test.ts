import { describe, expect, it } from '@jest/globals';
import { readsAsSpanish } from './reads-as-spanish.js';

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
