import { describe, expect, it } from '@jest/globals';
import { formInputOf, gpaProblem, valuesOf } from './school-report-rules';

describe('the school report form', () => {
  it('shows a saved form in its fields and sends it back unchanged', () => {
    const form = { gpa: 3.9, gpaScale: 4, rank: '3 of 412', courseRigor: 'most_demanding', ratings: [{ category: 'overall', level: 'excellent' }, { category: 'academic', level: 'outstanding' }] };
    const v = valuesOf(form);
    expect(v).toMatchObject({ ranks: true, rank: '3 of 412', ratings: { academic: 'outstanding', overall: 'excellent' } });
    // Ratings go back in the form's category order.
    expect(formInputOf(v)).toEqual({ ...form, ratings: [{ category: 'academic', level: 'outstanding' }, { category: 'overall', level: 'excellent' }] });
  });

  it('drops the rank when the school does not rank, and an unrated category', () => {
    const v = { ...valuesOf(null), gpa: 3.2, gpaScale: 4, ranks: false, rank: '12 of 300', ratings: { academic: null, personal: 'good' } };
    expect(formInputOf(v)).toEqual({ gpa: 3.2, gpaScale: 4, rank: null, courseRigor: null, ratings: [{ category: 'personal', level: 'good' }] });
    expect(valuesOf(null)).toEqual({ gpa: null, gpaScale: null, ranks: false, rank: '', courseRigor: null, ratings: {} });
  });

  it('refuses a GPA as the letters service does, in its words', () => {
    expect(gpaProblem(3.9, 4)).toBeNull();
    expect(gpaProblem(null, null)).toBeNull();
    expect(gpaProblem(21, null)).toBe('GPA must be a number from 0 to 20');
    expect(gpaProblem(3, 0.5)).toBe('The GPA scale must be a number from 1 to 20');
    expect(gpaProblem(4.3, 4)).toBe('GPA must not exceed its scale');
  });
});
