import { describe, expect, it } from '@jest/globals';
import { childSummary } from './guardian-summary';

describe('a child\u2019s card on the guardian\u2019s home', () => {
  it('shows the open deadlines from today, soonest first, and counts open tasks and meetings still to come', () => {
    const summary = childSummary({
      applications: [
        { id: 'a', collegeName: 'Reed', status: 'planning', deadline: '2026-12-01', missing: ['Essay'] },
        { id: 'b', collegeName: 'MIT', status: 'in_progress', deadline: '2026-11-28', missing: [] },
        { id: 'c', collegeName: 'UW', status: 'submitted', deadline: '2026-11-29', missing: [] },
        { id: 'd', collegeName: 'Rice', status: 'planning', deadline: '2026-11-01', missing: [] },
        { id: 'e', collegeName: 'Yale', status: 'planning', deadline: null, missing: [] },
      ],
      tasks: [{ done: false }, { done: true }, { done: false }],
      meetings: [{ startsAt: '2026-11-27T09:00:00.000Z' }, { startsAt: '2026-12-02T09:00:00.000Z' }],
    }, '2026-11-28', '2026-11-28T00:00:00.000Z');
    expect(summary.next.map((a) => a.collegeName)).toEqual(['MIT', 'Reed']);
    expect([summary.openTasks, summary.upcomingMeetings]).toEqual([2, 1]);
  });
});
