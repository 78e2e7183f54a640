import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import { courseOption, gradesText, offeredIn } from './catalog-options';

beforeAll(() => loadGlobalCatalogs('en', ['planning']));

const course = (id: string, gradeLevels: number[]) => ({ id, code: id.toUpperCase(), title: `Cours ${id} — été`, credits: 0.5, gradeLevels });

describe('offeredIn', () => {
  it('keeps the courses offered in that grade', () => {
    const list = [course('a', [9, 10]), course('b', [11, 12]), course('c', [10])];
    expect(offeredIn(list, 10).map((c) => c.id)).toEqual(['a', 'c']);
    expect(offeredIn(list, 12).map((c) => c.id)).toEqual(['b']);
  });
});

describe('courseOption', () => {
  it('reads code, title and credits, accents kept', () => {
    expect(courseOption(course('fr3', [11]))).toBe('FR3 — Cours fr3 — été (0.5 cr)');
  });
});

describe('gradesText', () => {
  it('joins runs of three or more as a range', () => {
    expect(gradesText([12, 9, 10, 11])).toBe('9–12');
    expect(gradesText([9, 10, 12])).toBe('9, 10, 12');
    expect(gradesText([11])).toBe('11');
    expect(gradesText([])).toBe('');
  });
});
