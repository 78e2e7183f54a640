// How college figures read on screen, and the admission cycle a student's grade puts them in.
import { describe, expect, it } from '@jest/globals';
import { cycleFor, daysUntil, formatMoney, formatRange, formatRate, todayIso } from './college-format';
import { FIT_LABELS, planLabel } from './application-labels';

describe('formatRate', () => {
  it('shows one decimal below 10% and none above', () => {
    expect(formatRate(0.0387)).toBe('3.9%');
    expect(formatRate(0.1)).toBe('10%');
    expect(formatRate(0.456)).toBe('46%');
    expect(formatRate(1)).toBe('100%');
  });

  it('says a missing rate is not reported, or the caller\'s words', () => {
    expect(formatRate(null)).toBe('Not reported');
    expect(formatRate(undefined, '—')).toBe('—');
    expect(formatRate(0)).toBe('0.0%');
  });
});

describe('formatMoney and formatRange', () => {
  it('write dollars with thousands separators', () => {
    expect(formatMoney(58_240)).toBe('$58,240');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(null)).toBe('Not reported');
  });

  it('write a range only when both ends are known', () => {
    expect(formatRange(1200, 1450)).toBe('1200–1450');
    expect(formatRange(1200, null)).toBe('Not reported');
    expect(formatRange(undefined, 30, 'n/a')).toBe('n/a');
  });
});

describe('todayIso and daysUntil', () => {
  it('count calendar days from the local today', () => {
    const now = new Date(2026, 11, 31, 22, 0);
    expect(todayIso(now)).toBe('2026-12-31');
    expect(daysUntil('2027-01-01', now)).toBe(1);
    expect(daysUntil('2026-12-25', now)).toBe(-6);
  });
});

describe('cycleFor', () => {
  const november = new Date(2026, 10, 27);
  it('counts the years of high school left after 1 August', () => {
    expect(cycleFor('12', november)).toBe(2027);
    expect(cycleFor('11', november)).toBe(2028);
    expect(cycleFor('9', november)).toBe(2030);
    expect(cycleFor('12', new Date(2027, 7, 1))).toBe(2028);
  });

  it('counts a student without a usable grade as a senior', () => {
    expect(cycleFor(null, november)).toBe(2027);
    expect(cycleFor('K', november)).toBe(2027);
    expect(cycleFor('8', november)).toBe(2027);
  });
});

describe('application labels', () => {
  it('name a plan, or say there is none yet', () => {
    expect(planLabel('REA')).toBe('Restrictive Early Action');
    expect(planLabel(null)).toBe('No plan yet');
  });

  it('read an unknown fit as "Unknown" beside the "Fit:" label', () => {
    expect(FIT_LABELS.UNKNOWN).toBe('Unknown');
    expect(FIT_LABELS.REACH).toBe('Reach');
  });
});
