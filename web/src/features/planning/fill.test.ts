import { describe, expect, it } from '@jest/globals';
import { fill } from './fill';

describe('fill', () => {
  it('puts each value in its placeholder, every time it appears', () => {
    expect(fill('{n} of {total} — {n}', { n: 2, total: 'five' })).toBe('2 of five — 2');
  });

  it('leaves a placeholder without a value as written, and keeps accents', () => {
    expect(fill('Plan de {name} ({grade})', { name: 'Zoë Ñúñez' })).toBe('Plan de Zoë Ñúñez ({grade})');
  });
});
