import { describe, expect, it } from '@jest/globals';
import type { ScattergramFieldsFragment } from '../../gql/graphql';
import { defaultTest, hasTest, middle50, positionOf, scoreRange, seriesOf } from './scattergram-series';

const point = (gpa: number, sat: number | null, act: number | null, result: ScattergramFieldsFragment['points'][number]['result']) => ({ gpa, sat, act, result });
const POINTS = [point(3.9, 1500, null, 'ADMITTED'), point(3.8, 1450, null, 'ENROLLED'), point(3.5, null, 30, 'DENIED'), point(3.6, 1380, null, 'DEFERRED'), point(3.2, 1300, null, 'DENIED')];
const college = { unitid: '139755', name: 'Georgia Tech', sat25: 1310, sat75: 1500, act25: null, act75: null };

describe('the scattergram\'s series', () => {
  it('groups points by result for the chosen test, leaving out points without it', () => {
    expect(seriesOf(POINTS, 'SAT')).toEqual([
      { group: 'admitted', data: [[1500, 3.9], [1450, 3.8]] },
      { group: 'waitlisted', data: [[1380, 3.6]] },
      { group: 'denied', data: [[1300, 3.2]] },
    ]);
    expect(seriesOf(POINTS, 'ACT')).toEqual([{ group: 'denied', data: [[30, 3.5]] }]);
  });

  it('chooses the test most points have, and knows which tests exist', () => {
    expect(defaultTest(POINTS)).toBe('SAT');
    expect(defaultTest([point(3, null, 25, 'DENIED')])).toBe('ACT');
    expect(hasTest(POINTS, 'ACT')).toBe(true);
    expect(hasTest(POINTS.filter((p) => p.sat !== null), 'ACT')).toBe(false);
  });

  it('reads the middle 50% and the position only when they exist', () => {
    expect(middle50(college, 'SAT')).toEqual([1310, 1500]);
    expect(middle50(college, 'ACT')).toBeNull();
    expect(positionOf({ gpa: 3.94, sat: 1520, act: null }, 'SAT')).toEqual([1520, 3.94]);
    expect(positionOf({ gpa: 3.94, sat: 1520, act: null }, 'ACT')).toBeNull();
    expect(positionOf({ gpa: null, sat: 1520, act: 34 }, 'SAT')).toBeNull();
    expect(positionOf(null, 'SAT')).toBeNull();
  });

  it('fits the axis to the points, the position and the middle 50% within the test\'s scale', () => {
    expect(scoreRange(POINTS, 'SAT', [1520, 1310, 1500])).toEqual([1250, 1600]);
    expect(scoreRange([], 'ACT', [])).toEqual([1, 36]);
    expect(scoreRange(POINTS, 'ACT', [])).toEqual([29, 31]);
  });
});
