// The board's filters live in the address: a reload or a dashboard link opens the same board, a stray value falls back.
import { describe, expect, it } from '@jest/globals';
import { parseBoardFilters, withBoardFilters } from './board-filters';

describe('parseBoardFilters', () => {
  it('reads the window, plan and status of the address', () => {
    expect(parseBoardFilters(new URLSearchParams('days=14&plan=ED&status=submitted'))).toEqual({ days: 14, plan: 'ED', status: 'submitted' });
    expect(parseBoardFilters(new URLSearchParams('days=7&plan=ROLLING'))).toEqual({ days: 7, plan: 'ROLLING', status: null });
  });

  it('falls back to 30 days and any plan or status for missing or unknown values', () => {
    expect(parseBoardFilters(new URLSearchParams(''))).toEqual({ days: 30, plan: null, status: null });
    expect(parseBoardFilters(new URLSearchParams('days=10&plan=ed&status=SUBMITTED'))).toEqual({ days: 30, plan: null, status: null });
    expect(parseBoardFilters(new URLSearchParams('days=abc&plan=XX&status=lost'))).toEqual({ days: 30, plan: null, status: null });
  });
});

describe('withBoardFilters', () => {
  it('sets the changed filters and keeps the scope parameters', () => {
    const next = withBoardFilters(new URLSearchParams('scope=caseload&school=s1&days=7'), { days: 14, plan: 'EA' });
    expect(Object.fromEntries(next)).toEqual({ scope: 'caseload', school: 's1', days: '14', plan: 'EA' });
  });

  it('drops a cleared filter from the address', () => {
    const next = withBoardFilters(new URLSearchParams('days=14&plan=EA&status=submitted'), { plan: null, status: null });
    expect(next.toString()).toBe('days=14');
  });

  it('leaves the address it was given alone', () => {
    const current = new URLSearchParams('days=7');
    withBoardFilters(current, { days: 30 });
    expect(current.toString()).toBe('days=7');
  });
});
