// Deadlines are calendar dates: counted in whole days from the browser's today, never shifted by the time of day.
import { describe, expect, it } from '@jest/globals';
import { daysUntil, relativeDays, seniorCycle, todayIso } from './deadline-dates';

const evening = new Date(2026, 10, 27, 23, 30); // 27 Nov 2026, 23:30 local

describe('todayIso', () => {
  it('writes the local day, padded', () => {
    expect(todayIso(evening)).toBe('2026-11-27');
    expect(todayIso(new Date(2027, 0, 5, 0, 1))).toBe('2027-01-05');
  });
});

describe('daysUntil and relativeDays', () => {
  it('count whole days from today, late in the evening too', () => {
    expect(daysUntil('2026-11-27', evening)).toBe(0);
    expect(daysUntil('2026-12-01', evening)).toBe(4);
    expect(daysUntil('2026-11-20', evening)).toBe(-7);
    expect(daysUntil('2027-01-01', evening)).toBe(35);
  });

  it('say today, tomorrow, yesterday, in n days, n days ago', () => {
    expect(relativeDays('2026-11-27', evening)).toBe('today');
    expect(relativeDays('2026-11-28', evening)).toBe('tomorrow');
    expect(relativeDays('2026-11-26', evening)).toBe('yesterday');
    expect(relativeDays('2026-12-02', evening)).toBe('in 5 days');
    expect(relativeDays('2026-11-24', evening)).toBe('3 days ago');
  });
});

describe('seniorCycle', () => {
  it('turns on 1 August: this year\'s seniors enter college the next fall', () => {
    expect(seniorCycle(new Date(2026, 10, 27))).toBe(2027);
    expect(seniorCycle(new Date(2027, 2, 1))).toBe(2027);
    expect(seniorCycle(new Date(2027, 6, 31))).toBe(2027);
    expect(seniorCycle(new Date(2027, 7, 1))).toBe(2028);
  });
});
