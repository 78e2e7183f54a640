import { describe, expect, it } from '@jest/globals';
import { asksAboutCourses } from './academic-plan.js';

describe('a question about the student\'s courses to come', () => {
  it('is asked in words about courses and what lies ahead', () => {
    expect(asksAboutCourses('What classes should Jordan take next year?')).toBe(true);
    expect(asksAboutCourses('Which a-g courses does Jordan still need?')).toBe(true);
  });

  it('is not asked by a word inside a hyphenated compound that names another thing', () => {
    // A core-course GPA is a GPA: the NCAA passage answers, and the plan would be cited for nothing.
    expect(asksAboutCourses('Jordan hopes to play Division II basketball; what core-course GPA does he need?')).toBe(false);
  });
});
