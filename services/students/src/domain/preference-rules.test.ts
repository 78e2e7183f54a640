import { describe, expect, it } from '@jest/globals';
import { parsePreferenceAnswers, withStatementTexts } from './preference-rules.js';
import { ACADEMICS_STATEMENTS, COLLEGE_SIZE_STATEMENTS, LOCATION_STATEMENTS } from './preference-options.js';

describe('college preference statements', () => {
  it('has 12 size, 9 location and 9 academics statements with the spec ids, all distinct', () => {
    expect(COLLEGE_SIZE_STATEMENTS.map((s) => s.id)).toEqual('abcdefghijkl'.split('').map((l) => `size_${l}`));
    expect(LOCATION_STATEMENTS.map((s) => s.id)).toEqual('abcdefghi'.split('').map((l) => `loc_${l}`));
    expect(ACADEMICS_STATEMENTS.map((s) => s.id)).toEqual('abcdefghi'.split('').map((l) => `acad_${l}`));
    const texts = [...COLLEGE_SIZE_STATEMENTS, ...LOCATION_STATEMENTS, ...ACADEMICS_STATEMENTS].map((s) => s.text);
    expect(new Set(texts).size).toBe(30);
    for (const t of texts) expect(t).toMatch(/^[A-Z].{15,}\.$/);
  });
});

describe('parsePreferenceAnswers', () => {
  it('stores id codes as their statement text, once each', () => {
    const p = parsePreferenceAnswers({ collegeSizePreferences: ['size_a', COLLEGE_SIZE_STATEMENTS[0].text, 'size_l'], locationPreferences: ['loc_i'] });
    expect(p.collegeSizePreferences).toEqual([COLLEGE_SIZE_STATEMENTS[0].text, COLLEGE_SIZE_STATEMENTS[11].text]);
    expect(p.locationPreferences).toEqual([LOCATION_STATEMENTS[8].text]);
    expect(p.academicsExtracurricularsPreferences).toEqual([]);
    expect(p.overallFeeling).toBeNull();
  });

  it('accepts the spec options for the radio questions and nothing else', () => {
    expect(parsePreferenceAnswers({ overallFeeling: 'Do not know', concerns: 'Financial Aid/Scholarship', collegeSearchStarted: 'Just started' }))
      .toEqual(expect.objectContaining({ overallFeeling: 'Do not know', concerns: 'Financial Aid/Scholarship', collegeSearchStarted: 'Just started' }));
    expect(() => parsePreferenceAnswers({ concerns: 'Money' })).toThrow(/Concern must be one of/);
    expect(() => parsePreferenceAnswers({ collegeSearchStarted: 'yes' })).toThrow(/College search started must be one of/);
  });

  it("refuses statements from another checklist or not on the list", () => {
    expect(() => parsePreferenceAnswers({ locationPreferences: ['size_a'] })).toThrow('Location: choose only statements from the list');
    expect(() => parsePreferenceAnswers({ academicsExtracurricularsPreferences: ['Free pizza.'] })).toThrow(/Academics and extracurriculars/);
  });

  it('maps old id codes to text when reading', () => {
    const read = withStatementTexts({
      studentId: 's', overallFeeling: null, concerns: null, collegeSearchStarted: null, updatedAt: 't',
      collegeSizePreferences: ['size_b'], locationPreferences: [LOCATION_STATEMENTS[0].text], academicsExtracurricularsPreferences: ['acad_c'],
    });
    expect(read.collegeSizePreferences).toEqual([COLLEGE_SIZE_STATEMENTS[1].text]);
    expect(read.locationPreferences).toEqual([LOCATION_STATEMENTS[0].text]);
    expect(read.academicsExtracurricularsPreferences).toEqual([ACADEMICS_STATEMENTS[2].text]);
  });
});
