import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { RULES, hasTwoDecimals, parseActivities, parseCourses, parseProfileFields } from './profile-rules.js';

const ok = (field: string, value: unknown) => parseProfileFields({ [field]: value }) as unknown as Record<string, unknown>;
const fails = (field: string, value: unknown, message: string) => {
  expect(() => parseProfileFields({ [field]: value })).toThrow(ValidationError);
  expect(() => parseProfileFields({ [field]: value })).toThrow(message);
};

describe('profile rules at their bounds', () => {
  it('GPA: 0 to 4.0 in steps of 0.01, strings accepted and stored as numbers', () => {
    expect(ok('gpa', 0).gpa).toBe(0);
    expect(ok('gpa', 3.99).gpa).toBe(3.99);
    expect(ok('gpa', 4.0).gpa).toBe(4);
    expect(ok('gpa', '3.85').gpa).toBe(3.85);
    expect(ok('gpa', ' 4.00 ').gpa).toBe(4);
    fails('gpa', 4.01, RULES.gpa);
    fails('gpa', -0.01, RULES.gpa);
    fails('gpa', 3.999, RULES.gpa);
    fails('gpa', 'four', RULES.gpa);
    fails('gpa', Number.NaN, RULES.gpa);
    fails('gpa', true, RULES.gpa);
  });

  it('SAT: whole numbers 400 to 1600', () => {
    fails('satScore', 399, RULES.sat);
    expect(ok('satScore', 400).satScore).toBe(400);
    expect(ok('satScore', 1600).satScore).toBe(1600);
    expect(ok('satScore', '1210').satScore).toBe(1210);
    fails('satScore', 1601, RULES.sat);
    fails('satScore', 1200.5, RULES.sat);
  });

  it('ACT: whole numbers 1 to 36', () => {
    fails('actScore', 0, RULES.act);
    expect(ok('actScore', 1).actScore).toBe(1);
    expect(ok('actScore', 36).actScore).toBe(36);
    fails('actScore', 37, RULES.act);
  });

  it('grade: one of 9, 10, 11, 12 (numbers become text)', () => {
    for (const g of ['9', '10', '11', '12']) expect(ok('grade', g).grade).toBe(g);
    expect(ok('grade', 10).grade).toBe('10');
    fails('grade', '8', RULES.grade);
    fails('grade', 13, RULES.grade);
    fails('grade', 'senior', RULES.grade);
  });

  it('targetColleges: whole number of 0 or more, default 0', () => {
    expect(parseProfileFields({}).targetColleges).toBe(0);
    expect(ok('targetColleges', '').targetColleges).toBe(0);
    expect(ok('targetColleges', 0).targetColleges).toBe(0);
    expect(ok('targetColleges', '7').targetColleges).toBe(7);
    fails('targetColleges', -1, RULES.targetColleges);
    fails('targetColleges', 1.5, RULES.targetColleges);
  });

  it('stores empty optional values as null and trims text', () => {
    const p = parseProfileFields({ gpa: '', satScore: null, classRank: '   ', clubs: '  Chess  ', dateOfBirth: undefined });
    expect(p).toEqual(expect.objectContaining({ gpa: null, satScore: null, actScore: null, classRank: null, clubs: 'Chess', dateOfBirth: null, grade: null }));
  });

  it('bounds text length', () => {
    fails('classRank', 'x'.repeat(41), 'Class rank must be text of at most 40 characters');
    fails('clubs', { $gt: '' }, 'Clubs must be text');
  });

  it('hasTwoDecimals tolerates binary rounding only', () => {
    expect(hasTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(ok('gpa', 0.1 + 0.2).gpa).toBe(0.3);
    expect(hasTwoDecimals(3.85)).toBe(true);
    expect(hasTwoDecimals(1.005)).toBe(false);
  });
});

describe('courses and activities', () => {
  it('accepts the three levels and keeps order', () => {
    const courses = parseCourses([{ courseName: ' AP Biology ', level: 'AP', grade: 'A' }, { courseName: 'Art', level: 'Regular', grade: '' }]);
    expect(courses).toEqual([{ courseName: 'AP Biology', level: 'AP', grade: 'A' }, { courseName: 'Art', level: 'Regular', grade: null }]);
    expect(() => parseCourses([{ courseName: 'X', level: 'IB' }])).toThrow(RULES.courseLevel);
    expect(() => parseCourses([{ courseName: '', level: 'AP' }])).toThrow(RULES.courseName);
    expect(() => parseCourses(Array.from({ length: 41 }, () => ({ courseName: 'X', level: 'AP' })))).toThrow(RULES.courses);
  });

  it('checks years and hours per week', () => {
    expect(parseActivities([{ name: 'Band', role: '', years: '3', hoursPerWeek: '4.5' }])).toEqual([{ name: 'Band', role: null, years: 3, hoursPerWeek: 4.5 }]);
    expect(() => parseActivities([{ name: 'Band', years: 13 }])).toThrow(RULES.years);
    expect(() => parseActivities([{ name: 'Band', hoursPerWeek: 169 }])).toThrow(RULES.hours);
    expect(() => parseActivities([{ name: ' ' }])).toThrow(RULES.activityName);
  });
});
