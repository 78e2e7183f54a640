// My Colleges lists the soonest deadline first and colleges without one last.
import { describe, expect, it } from '@jest/globals';
import { byDeadline } from './deadline-order';
import { webAddress } from './college-format';

describe('byDeadline', () => {
  it('orders by deadline, unknown ones last, by name among equals', () => {
    const list = [
      { collegeName: 'Vassar', deadline: null },
      { collegeName: 'Reed', deadline: '2027-01-15' },
      { collegeName: 'Amherst', deadline: null },
      { collegeName: 'Colby', deadline: '2026-11-01' },
      { collegeName: 'Bard', deadline: '2027-01-15' },
    ];
    expect([...list].sort(byDeadline).map((c) => c.collegeName)).toEqual(['Colby', 'Bard', 'Reed', 'Amherst', 'Vassar']);
  });
});

describe('webAddress', () => {
  it('adds the scheme the Scorecard often leaves out', () => {
    expect(webAddress('www.reed.edu')).toBe('https://www.reed.edu');
    expect(webAddress('HTTP://bard.edu/')).toBe('HTTP://bard.edu/');
    expect(webAddress('https://colby.edu')).toBe('https://colby.edu');
  });
});
