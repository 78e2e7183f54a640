// The My Profile form: what it opens with, and the input it saves (empty optional values as null, whole numbers).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import { formValuesOf, profileInput, type MyStudent } from './profile-form';
import { formatGpa, hoursPerWeek, orNotSet, yearsText } from './student-format';

describe('formValuesOf', () => {
  it('opens an empty form with no target colleges', () => {
    expect(formValuesOf(null)).toEqual({ targetColleges: 0 });
  });

  it('opens with the saved profile, missing text as empty', () => {
    const student = { gpa: 3.8, satScore: 1400, actScore: null, targetColleges: 6, grade: '11', clubs: null, highSchoolName: 'North High' } as MyStudent;
    const values = formValuesOf(student);
    expect(values).toMatchObject({ gpa: 3.8, satScore: 1400, actScore: null, targetColleges: 6, grade: '11', highSchoolName: 'North High' });
    expect(values.clubs).toBeUndefined();
  });
});

describe('profileInput', () => {
  it('trims text, sends blanks as null and scores as whole numbers', () => {
    const body = profileInput('u1', { gpa: 3.75, satScore: 1390.6, actScore: undefined, targetColleges: 4.9, clubs: '  Chess ', leadership: '   ', grade: '12' });
    expect(body).toMatchObject({ userId: 'u1', gpa: 3.75, satScore: 1390, actScore: null, targetColleges: 4, clubs: 'Chess', leadership: null, grade: '12' });
    expect(body.siblings).toBeNull();
    expect(body.dateOfBirth).toBeNull();
  });

  it('sends no target colleges as 0 and no GPA as null', () => {
    expect(profileInput('u1', {})).toMatchObject({ gpa: null, targetColleges: 0 });
  });
});

describe('student values on screen', () => {
  it('write a GPA with two decimals, a missing one as the fallback', () => {
    expect(formatGpa(3.5)).toBe('3.50');
    expect(formatGpa(null)).toBe('0.00');
    expect(formatGpa(undefined, '—')).toBe('—');
  });

  beforeAll(() => loadGlobalCatalogs('en', ['common']));

  it('say "Not set" for empty values, and write hours and years', () => {
    expect(orNotSet('  ')).toBe('Not set');
    expect(orNotSet(null)).toBe('Not set');
    expect(orNotSet(0)).toBe('0');
    expect(hoursPerWeek(5)).toBe('5 hrs/week');
    expect(hoursPerWeek(null)).toBeNull();
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(3)).toBe('3 years');
    expect(yearsText(undefined)).toBeNull();
  });

  it('say them in Spanish to a Spanish reader', async () => {
    await loadGlobalCatalogs('es', ['common']);
    try {
      expect(orNotSet(null)).toBe('Sin definir');
      expect(hoursPerWeek(5)).toBe('5 h/semana');
      expect(yearsText(1)).toBe('1 año');
      expect(yearsText(3)).toBe('3 años');
    } finally {
      await loadGlobalCatalogs('en', ['common']);
    }
  });
});
