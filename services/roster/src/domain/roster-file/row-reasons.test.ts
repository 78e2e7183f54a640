// Each code's English template, written with its values, is the exact sentence the roster import has always given
// (the REST reason); the code and values beside it are what the web writes the Spanish from.
import { describe, expect, it } from '@jest/globals';
import { ROW_REASONS, rowReason, type RowReasonCode } from './row-reasons.js';

const CASES: Array<[RowReasonCode, Record<string, string | number>, string]> = [
  ['FIELD_COUNT', { fields: 8, header: 9 }, 'the row has 8 fields but the header has 9'],
  ['TOO_LONG', { column: 'Email', max: 256 }, 'Email is longer than 256 characters'],
  ['MISSING', { column: 'local_id' }, 'missing local_id'],
  ['INVALID_EMAIL', { column: 'counselor_email', value: 'nope' }, 'invalid counselor_email "nope"'],
  ['DUPLICATE', { column: 'email', value: 'ana@example.org', line: 4 }, 'duplicate email ana@example.org (first on line 4)'],
  ['UNKNOWN_ROLE', { value: 'Janitor' }, 'unknown role "Janitor"'],
  ['UNKNOWN_ROLE_EXPECTED', { value: 'Janitor' }, 'unknown role "Janitor" (expected student, counselor, admin, teacher or guardian)'],
  ['MISSING_GRADE', {}, 'missing grade (students need 9 to 12)'],
  ['GRADE_OUT_OF_RANGE', { value: '8' }, 'grade "8" is out of range (9 to 12)'],
  ['MISSING_GRADES', {}, 'missing grades (students need 09 to 12)'],
  ['GRADES_NOT_HIGH_SCHOOL', { value: '07,08' }, 'grades "07,08" has no grade from 9 to 12'],
  ['OWN_COUNSELOR', {}, 'a student cannot be their own counselor'],
  ['MISSING_SCHOOL', { role: 'counselor' }, 'missing school (a counselor belongs to at least one)'],
  ['ONE_SCHOOL', {}, 'a student belongs to exactly one school'],
  ['MISSING_STUDENTS', {}, 'missing students (a guardian names the local ids of their students)'],
  ['NCES_COUNT', { ids: 1, schools: 2 }, 'school_nces_id lists 1 id for 2 schools'],
  ['NCES_NOT_12_DIGITS', { value: '1234' }, 'school_nces_id 1234 is not 12 digits'],
  ['NCES_TAKEN', { value: '060000000001', school: 'Lincoln High', line: 2 }, 'school_nces_id 060000000001 is already the id of school "Lincoln High" (line 2)'],
  ['SCHOOL_OTHER_NCES', { school: 'Lincoln High', ncesId: '060000000001', line: 2, value: '060000000002' }, 'school "Lincoln High" has NCES id 060000000001 on line 2, not 060000000002'],
  ['IDENTIFIER_TAKEN', { value: '060000000001', school: 'Lincoln High', line: 3 }, 'identifier 060000000001 is already the NCES id of Lincoln High (line 3)'],
  ['ORGS_NOT_SCHOOLS', { value: 'd1, x9' }, 'none of orgSourcedIds (d1, x9) is a school in orgs.csv'],
  ['COUNSELOR_ROLE_LINE', { email: 't@example.org', role: 'teacher', line: 5 }, 'counselor email t@example.org belongs to a teacher (line 5), not a counselor'],
  ['COUNSELOR_ROLE', { email: 'a@example.org', role: 'admin' }, 'counselor email a@example.org belongs to an admin, not a counselor'],
  ['COUNSELOR_INACTIVE_IN_FILE', { email: 'c@example.org' }, 'counselor c@example.org is inactive in the file'],
  ['COUNSELOR_OTHER_SCHOOL', { email: 'c@example.org' }, "counselor c@example.org is not assigned to the student's school"],
  ['COUNSELOR_REJECTED', { email: 'c@example.org', line: 7 }, 'counselor c@example.org was rejected (line 7)'],
  ['COUNSELOR_UNKNOWN', { email: 'c@example.org' }, 'unknown counselor email c@example.org (not in the file or the district)'],
  ['COUNSELOR_INACTIVE', { email: 'c@example.org' }, 'counselor c@example.org is inactive'],
  ['COUNSELOR_LEAVING', { email: 'c@example.org' }, 'counselor c@example.org is not in this file and would be deactivated'],
  ['ROLE_CHANGE', { email: 's@example.org', role: 'student', fileRole: 'counselor' }, 's@example.org is a student in the district, not a counselor; an import does not change roles'],
  ['EMAIL_TAKEN', { email: 's@example.org' }, 'email s@example.org is already used by another person'],
  ['EMAIL_TAKEN_BY_ID', { email: 's@example.org', id: 'S-1' }, 'email s@example.org is already used by another person (id S-1)'],
  ['UNKNOWN_SCHOOL', { value: 'org9' }, 'unknown school org9'],
  ['SCHOOL_ARCHIVED', { school: 'Old High' }, 'school Old High is archived'],
  ['GUARDIAN_EMAIL_TAKEN', { email: 'p@example.org' }, 'email p@example.org belongs to a student or staff member, not a guardian'],
  ['GUARDIAN_STUDENT_UNKNOWN', { value: 'S-8, S-9' }, 'student S-8, S-9 is not in the file or the district'],
  ['GUARDIAN_NO_STUDENT', {}, 'a guardian names at least one student'],
  ['ERASED', {}, 'row of a deleted student'],
];

describe('roster row reasons', () => {
  it('has one case here for every code', () => {
    expect(CASES.map(([code]) => code).sort()).toEqual(Object.keys(ROW_REASONS).sort());
  });

  it.each(CASES)('%s writes the sentence the import gives', (code, values, sentence) => {
    const written = rowReason(code, values);
    expect(written.reason).toBe(sentence);
    expect(written.reasonText).toEqual({ code, values: Object.entries(values).map(([name, value]) => ({ name, value: String(value) })) });
  });

  it('counts in the singular and the plural, and keeps roles and counts as values', () => {
    expect(rowReason('NCES_COUNT', { ids: 3, schools: 1 }).reason).toBe('school_nces_id lists 3 ids for 1 school');
    expect(rowReason('MISSING_SCHOOL', { role: 'student' }).reasonText.values).toEqual([{ name: 'role', value: 'student' }]);
  });

  it('refuses a sentence whose value is missing rather than write a gap', () => {
    expect(() => rowReason('MISSING', {})).toThrow('No value for {{column}}');
  });
});
