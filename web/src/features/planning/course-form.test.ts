import { describe, expect, it } from '@jest/globals';
import { courseFormValues, courseInput, NEW_COURSE, SCED_AREA } from './course-form';

describe('courseInput', () => {
  it('trims, upper-cases codes, lower-cases entrance areas, drops blanks and repeats, sorts grades', () => {
    expect(courseInput({
      ...NEW_COURSE, code: ' eng101 ', title: ' Español I ', subjectArea: '01', credits: 0.5, gradeLevels: [11, 9, 11],
      prerequisites: ['eng9', ' ', 'ENG9'], entranceAreas: ['AG:B', 'ncaa:english'],
    })).toEqual({
      code: 'ENG101', title: 'Español I', subjectArea: '01', credits: 0.5, gradeLevels: [9, 11], level: 'STANDARD',
      prerequisites: ['ENG9'], entranceAreas: ['ag:b', 'ncaa:english'],
    });
  });
});

describe('courseFormValues', () => {
  it('fills the form from a course and round-trips to the same input', () => {
    const course = { id: 'c1', schoolId: 's1', code: 'MATH201', title: 'Algebra II', subjectArea: '02', subjectAreaName: 'Mathematics', credits: 1,
      gradeLevels: [11, 10], level: 'HONORS' as const, prerequisites: ['MATH101'], entranceAreas: ['ag:c'] };
    const values = courseFormValues(course);
    expect(values.gradeLevels).toEqual([10, 11]);
    expect(courseInput(values)).toEqual({ code: 'MATH201', title: 'Algebra II', subjectArea: '02', credits: 1, gradeLevels: [10, 11], level: 'HONORS', prerequisites: ['MATH101'], entranceAreas: ['ag:c'] });
  });
});

describe('SCED_AREA', () => {
  it('takes two digits only', () => {
    expect(['01', '24'].every((a) => SCED_AREA.test(a))).toBe(true);
    expect(['1', '001', 'ab'].some((a) => SCED_AREA.test(a))).toBe(false);
  });
});
