// The plan's grid: grades by terms, each cell's courses and credits.
import { describe, expect, it } from '@jest/globals';
import { buildPlanGrid, creditTotals, gridTerms } from './plan-grid';

const entry = (id: string, grade: number, term: string, credits: number, completed = false) =>
  ({ id, grade, term, credits, state: completed ? 'COMPLETED' as const : 'PLANNED' as const });

describe('buildPlanGrid', () => {
  it('lays the entries out as grades 9 to 12 by the given terms, with credits per cell and per grade', () => {
    const rows = buildPlanGrid([entry('a', 9, 'FALL', 1), entry('b', 9, 'FALL', 0.5), entry('c', 11, 'SPRING', 1)], ['FALL', 'SPRING']);
    expect(rows.map((r) => r.grade)).toEqual([9, 10, 11, 12]);
    expect(gridTerms(rows)).toEqual(['FALL', 'SPRING']);
    expect(rows[0].cells[0].entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(rows[0].cells[0].credits).toBe(1.5);
    expect(rows[0].credits).toBe(1.5);
    expect(rows[1].cells.every((c) => c.entries.length === 0)).toBe(true);
    expect(rows[2].cells[1].entries.map((e) => e.id)).toEqual(['c']);
  });

  it('adds a column for a term the list does not name, after the known ones', () => {
    const rows = buildPlanGrid([entry('a', 10, 'SUMMER', 0.5)], ['FALL', 'SPRING']);
    expect(gridTerms(rows)).toEqual(['FALL', 'SPRING', 'SUMMER']);
    expect(rows[1].cells[2].entries).toHaveLength(1);
  });

  it('leaves out entries of a grade outside 9–12 and counts a missing credit as none', () => {
    const rows = buildPlanGrid([{ grade: 8, term: 'FALL' }, { grade: 12, term: 'FALL', credits: null }], ['FALL']);
    expect(rows.flatMap((r) => r.cells.flatMap((c) => c.entries))).toEqual([{ grade: 12, term: 'FALL', credits: null }]);
    expect(rows[3].credits).toBe(0);
  });
});

describe('creditTotals', () => {
  it('adds completed and planned credits apart, without float noise', () => {
    expect(creditTotals([entry('a', 9, 'F', 0.1, true), entry('b', 9, 'F', 0.2, true), entry('c', 10, 'F', 1)]))
      .toEqual({ completed: 0.3, planned: 1 });
  });
});
