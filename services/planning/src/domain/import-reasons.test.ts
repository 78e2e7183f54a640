// Each code's English template, written with its values, is the exact sentence the catalog import has always given
// (the REST reason); the code and values beside it are what the web writes the Spanish from.
import { describe, expect, it } from '@jest/globals';
import { parseCatalogFile } from './catalog-file.js';
import { COURSE_IMPORT_REASONS, courseImportReason, courseRulesReason, type CourseImportReasonCode } from './import-reasons.js';

const CASES: Array<[CourseImportReasonCode, Record<string, number>, string]> = [
  ['FIELD_COUNT', { fields: 3, header: 8 }, 'The row has 3 fields but the header has 8'],
  ['MARKED_DELETED', {}, 'The course is marked tobedeleted'],
  ['NO_SCED_CODE', {}, 'subjectCodes has no SCED code (five digits, the first two the subject area)'],
  ['NO_HIGH_SCHOOL_GRADE', {}, 'grades has no high-school grade (09 to 12)'],
  ['DUPLICATE_CODE', { line: 2 }, 'The same course code is on line 2 already'],
  ['CODE', {}, 'Code is required (up to 40 characters: letters, digits, "-", "_", ".")'],
  ['TITLE', {}, 'Title is required (up to 200 characters)'],
  ['SUBJECT_AREA', {}, 'Subject area must be a SCED subject area code, "01" to "24"'],
  ['CREDITS', {}, 'Credits must be a number from 0 to 10 (1.0 is a full-year course)'],
  ['GRADE_LEVELS', {}, 'Grade levels must be one or more of 9, 10, 11, 12'],
  ['LEVEL', {}, 'Level must be one of STANDARD, HONORS, AP, IB, DUAL_ENROLLMENT'],
  ['PREREQUISITES', {}, 'Prerequisites must be course codes, or up to 5 codes joined by "/" when any one of them will do ("GEO/IM2")'],
  ['ENTRANCE_AREAS', {}, 'Entrance areas must be among ag:a, ag:b, ag:c, ag:d, ag:e, ag:f, ag:g, ncaa:english, ncaa:math, ncaa:science, ncaa:social, ncaa:additional'],
  ['SELF_PREREQUISITE', {}, 'A course cannot be its own prerequisite'],
];

describe('catalog import reasons', () => {
  it('has one case here for every code', () => {
    expect(CASES.map(([code]) => code).sort()).toEqual(Object.keys(COURSE_IMPORT_REASONS).sort());
  });

  it.each(CASES)('%s writes the sentence the import gives', (code, values, sentence) => {
    const written = courseImportReason(code, values);
    expect(written.reason).toBe(sentence);
    expect(written.reasonText).toEqual({ code, values: Object.entries(values).map(([name, value]) => ({ name, value: String(value) })) });
  });

  it('gives a row several rules refuse one code per sentence, and none when a sentence has no code', () => {
    expect(courseRulesReason([COURSE_IMPORT_REASONS.TITLE, COURSE_IMPORT_REASONS.CREDITS])).toEqual({
      reason: `${COURSE_IMPORT_REASONS.TITLE}; ${COURSE_IMPORT_REASONS.CREDITS}`,
      reasonTexts: [{ code: 'TITLE', values: [] }, { code: 'CREDITS', values: [] }],
    });
    expect(courseRulesReason(['Some newer rule'])).toEqual({ reason: 'Some newer rule' });
  });

  it('sends the codes with the rows a file rejects', () => {
    const { rejected } = parseCatalogFile('CATALOG_CSV', [
      'code,title,subject_area,credits,grade_levels,level,prerequisites,entrance_areas',
      'ENG9,English 9,01,1,9,standard,,',
      'ENG9,English 9 again,01,1,9,standard,,',
      'BAD,,01,11,9,standard,,',
      'X,Y',
    ].join('\n'));
    expect(rejected.map((r) => r.reasonTexts)).toEqual([
      [{ code: 'DUPLICATE_CODE', values: [{ name: 'line', value: '2' }] }],
      [{ code: 'TITLE', values: [] }, { code: 'CREDITS', values: [] }],
      [{ code: 'FIELD_COUNT', values: [{ name: 'fields', value: '2' }, { name: 'header', value: '8' }] }],
    ]);
  });
});
