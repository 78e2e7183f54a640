// Each code's English template, written with its values, is the exact sentence the outcomes import has always given
// (the REST reason); the code and values beside it are what the web writes the Spanish from.
import { describe, expect, it } from '@jest/globals';
import { OUTCOME_IMPORT_REASONS, outcomeImportReason, parseOutcomesFile, type OutcomeImportReasonCode } from './outcome-import.js';

const CASES: Array<[OutcomeImportReasonCode, Record<string, number>, string]> = [
  ['FIELD_COUNT', { fields: 2, header: 8 }, 'The row has 2 fields but the header has 8'],
  ['CLASS_YEAR', { max: 2026 }, 'class_year must be a year from 1990 to 2026'],
  ['UNITID', {}, 'college_unitid must be the college\'s IPEDS unit id (6 digits)'],
  ['PLAN', {}, 'plan must be one of ED, ED2, EA, REA, RD, ROLLING, PRIORITY or empty'],
  ['RESULT', {}, 'result must be one of admitted, enrolled, waitlisted, deferred, denied'],
  ['GPA', {}, 'gpa must be a number from 0 to 4, or empty'],
  ['SAT', {}, 'sat must be a whole number from 400 to 1600, or empty'],
  ['ACT', {}, 'act must be a whole number from 1 to 36, or empty'],
];

describe('outcomes import reasons', () => {
  it('has one case here for every code', () => {
    expect(CASES.map(([code]) => code).sort()).toEqual(Object.keys(OUTCOME_IMPORT_REASONS).sort());
  });

  it.each(CASES)('%s writes the sentence the import gives', (code, values, sentence) => {
    const written = outcomeImportReason(code, values);
    expect(written.reason).toBe(sentence);
    expect(written.reasonText).toEqual({ code, values: Object.entries(values).map(([name, value]) => ({ name, value: String(value) })) });
  });

  it('sends the code with the rows a file rejects', () => {
    const { rejected } = parseOutcomesFile('class_year,college_unitid,result,gpa\n2031,166683,admitted,\n2024,166683,admitted,5\n2024\n', 2026);
    expect(rejected).toEqual([
      { line: 2, reason: 'class_year must be a year from 1990 to 2026', reasonText: { code: 'CLASS_YEAR', values: [{ name: 'max', value: '2026' }] } },
      { line: 3, reason: 'gpa must be a number from 0 to 4, or empty', reasonText: { code: 'GPA', values: [] } },
      { line: 4, reason: 'The row has 1 fields but the header has 4', reasonText: { code: 'FIELD_COUNT', values: [{ name: 'fields', value: '1' }, { name: 'header', value: '4' }] } },
    ]);
  });
});
