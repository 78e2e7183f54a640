import { describe, expect, it } from '@jest/globals';
import { areaChoices } from './requirement-areas';

describe('areaChoices', () => {
  it('names the catalog areas, adds the areas the sets use, each once, in code order', () => {
    const courses = [{ subjectArea: '02', subjectAreaName: 'Mathematics' }, { subjectArea: '01', subjectAreaName: 'English Language Arts' }, { subjectArea: '02', subjectAreaName: 'Mathematics' }];
    const sets = [{ requirements: [{ key: 'a', label: 'A', areas: ['ag:b', 'sced:01'], credits: 4, courseCodes: [] }] }];
    expect(areaChoices(courses, sets)).toEqual([
      { value: 'ag:b', label: 'ag:b' },
      { value: 'sced:01', label: 'sced:01 English Language Arts' },
      { value: 'sced:02', label: 'sced:02 Mathematics' },
    ]);
  });
});
