import { describe, expect, it } from '@jest/globals';
import { deadlineWindow, inWindow } from './deadline-window.js';

const TUESDAY = '2026-11-24';

describe('deadlineWindow', () => {
  it.each([
    ['What is due for Maya this month?', '2026-11-24', '2026-11-30'],
    ['What is due this week?', '2026-11-24', '2026-11-29'],
    ['Anything due next week?', '2026-11-30', '2026-12-06'],
    ['What is due in the next 10 days?', '2026-11-24', '2026-12-04'],
    ['deadlines within 30 days', '2026-11-24', '2026-12-24'],
    ['due in the next two weeks', '2026-11-24', '2026-12-08'],
    ['What is due next month?', '2026-12-01', '2026-12-31'],
    ['Is anything due today?', '2026-11-24', '2026-11-24'],
    ['due tomorrow?', '2026-11-25', '2026-11-25'],
  ])('reads %j as %s to %s', (question, from, to) => {
    expect(deadlineWindow(question, TUESDAY)).toMatchObject({ from, to });
  });

  it('counts "this month" to the month\'s last day, also across a year and in February of a leap year', () => {
    expect(deadlineWindow('this month', '2026-12-31')).toMatchObject({ from: '2026-12-31', to: '2026-12-31' });
    expect(deadlineWindow('this month', '2028-02-10')).toMatchObject({ to: '2028-02-29' });
    expect(deadlineWindow('this week', '2026-11-29')).toMatchObject({ from: '2026-11-29', to: '2026-11-29' });
  });

  it('without a window: every deadline from today on', () => {
    expect(deadlineWindow('What deadlines does Maya have?', TUESDAY)).toMatchObject({ from: TUESDAY, to: null });
  });

  it('includes both ends of the window, and nothing before today', () => {
    const w = deadlineWindow('this month', TUESDAY);
    expect(['2026-11-23', '2026-11-24', '2026-11-30', '2026-12-01'].map((d) => inWindow(d, w))).toEqual([false, true, true, false]);
  });
});
