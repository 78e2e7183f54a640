/** The four high-school grades a plan covers, in the grid's order. */
export const GRADES = [9, 10, 11, 12] as const;
export type Grade = (typeof GRADES)[number];

/** What the grid needs of a plan entry: where it sits, and its credits. */
export interface Placed {
  grade: number;
  term: string;
  credits?: number | null;
}

export interface GridCell<E> {
  term: string;
  entries: E[];
  credits: number;
}

export interface GridRow<E> {
  grade: Grade;
  cells: GridCell<E>[];
  credits: number;
}

const sum = (values: readonly number[]): number => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/**
 * The plan as grades (rows, 9 to 12) by terms (columns, in the order given). An entry of a term the list does
 * not name still shows, in a column added after the known ones, so nothing the server holds is hidden; entries
 * of a grade outside 9–12 cannot be placed and are left out (the server refuses them).
 */
export function buildPlanGrid<E extends Placed>(entries: readonly E[], terms: readonly string[]): GridRow<E>[] {
  const columns = [...terms];
  for (const e of entries) if (!columns.includes(e.term)) columns.push(e.term);
  return GRADES.map((grade) => {
    const cells = columns.map((term) => {
      const here = entries.filter((e) => e.grade === grade && e.term === term);
      return { term, entries: here, credits: sum(here.map((e) => e.credits ?? 0)) };
    });
    return { grade, cells, credits: sum(cells.map((c) => c.credits)) };
  });
}

/** The columns of a built grid (the same for every row). */
export const gridTerms = <E>(rows: readonly GridRow<E>[]): string[] => rows[0]?.cells.map((c) => c.term) ?? [];

/** Total credits of the plan, completed and planned apart. */
export function creditTotals<E extends Placed & { state: 'COMPLETED' | 'PLANNED' }>(entries: readonly E[]): { completed: number; planned: number } {
  const of = (state: E['state']) => sum(entries.filter((e) => e.state === state).map((e) => e.credits ?? 0));
  return { completed: of('COMPLETED'), planned: of('PLANNED') };
}
