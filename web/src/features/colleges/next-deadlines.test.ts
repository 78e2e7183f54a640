// The student dashboard's next deadlines: only what is still to submit, soonest first, a handful.
import { describe, expect, it } from '@jest/globals';
import { daysAhead, nextDeadlines } from './next-deadlines';

const app = (collegeName: string, deadline: string | null, status: 'researching' | 'planning' | 'in_progress' | 'submitted' | 'admitted' = 'planning') =>
  ({ collegeName, deadline, status });

describe('nextDeadlines', () => {
  const list = [
    app('Reed', '2026-12-15'),
    app('Bard', '2026-12-01', 'in_progress'),
    app('Colby', '2026-11-20'), // passed
    app('Amherst', '2026-12-01', 'researching'),
    app('Bowdoin', null), // no deadline entered
    app('Tufts', '2026-11-30', 'submitted'), // already submitted
    app('Vassar', '2026-11-27'), // today
  ];

  it('keeps open applications due today or later, soonest first, by name on the same day', () => {
    expect(nextDeadlines(list, '2026-11-27', 5).map((a) => a.collegeName)).toEqual(['Vassar', 'Amherst', 'Bard', 'Reed']);
  });

  it('shows at most the number asked for', () => {
    expect(nextDeadlines(list, '2026-11-27', 2).map((a) => a.collegeName)).toEqual(['Vassar', 'Amherst']);
  });

  it('leaves the list it was given in its order', () => {
    nextDeadlines(list, '2026-11-27', 5);
    expect(list[0].collegeName).toBe('Reed');
  });
});

describe('daysAhead', () => {
  it('says today, one day, n days', () => {
    expect(daysAhead(0)).toBe('today');
    expect(daysAhead(1)).toBe('in 1 day');
    expect(daysAhead(12)).toBe('in 12 days');
  });
});
