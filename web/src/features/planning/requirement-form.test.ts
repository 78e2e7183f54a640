import { describe, expect, it } from '@jest/globals';
import { requirementAsksSomething, requirementSetFormValues, requirementSetInput } from './requirement-form';

const set = {
  id: 'rs1', schoolId: 's1', name: 'Graduación', kind: 'GRADUATION' as const, source: null, builtIn: false, minimumMark: 'D', minimumTotalCredits: 22,
  minimumGpa: null, updatedAt: '2026-11-01T00:00:00Z',
  requirements: [
    { key: 'english', label: 'English', areas: ['sced:01'], credits: 4, courseCodes: [] },
    { key: 'civics', label: 'Civics', areas: [], credits: 0, courseCodes: ['SOC300'] },
  ],
};

describe('requirementSetInput', () => {
  it('round-trips a set through the form, keeping keys and its id', () => {
    expect(requirementSetInput('s1', 'rs1', requirementSetFormValues(set))).toEqual({
      id: 'rs1', schoolId: 's1', name: 'Graduación', source: null, minimumMark: 'D', minimumTotalCredits: 22,
      requirements: [
        { key: 'english', label: 'English', areas: ['sced:01'], credits: 4, courseCodes: [] },
        { key: 'civics', label: 'Civics', areas: [], credits: 0, courseCodes: ['SOC300'] },
      ],
    });
  });

  it('adds a new set without id or keys, trimming text and dropping blanks and repeats', () => {
    expect(requirementSetInput('s2', null, {
      name: ' Diploma ', source: '  ', minimumMark: '', minimumTotalCredits: null,
      requirements: [{ label: ' Math ', areas: ['sced:02', ' ', 'sced:02'], credits: 3, courseCodes: ['alg1', 'ALG1 '] }],
    })).toEqual({
      schoolId: 's2', name: 'Diploma', source: null, minimumMark: null, minimumTotalCredits: null,
      requirements: [{ label: 'Math', areas: ['sced:02'], credits: 3, courseCodes: ['ALG1'] }],
    });
  });
});

describe('requirementAsksSomething', () => {
  it('needs credits with an area, or a named course', () => {
    expect(requirementAsksSomething({ areas: ['sced:01'], credits: 4, courseCodes: [] })).toBe(true);
    expect(requirementAsksSomething({ areas: [], credits: 0, courseCodes: ['X'] })).toBe(true);
    expect(requirementAsksSomething({ areas: ['sced:01'], credits: 0, courseCodes: [] })).toBe(false);
    expect(requirementAsksSomething({ areas: [], credits: 3, courseCodes: [] })).toBe(false);
  });
});
