// Counseling values on screen, the viewer's day for today's meetings, and the counselor's link to a student.
import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import { kindOptions, stateLabel, tagLabel, localDayBounds, studentPath } from './counseling-format';

describe('counseling format', () => {
  it('asks for the viewer\'s whole local day, midnight to midnight', () => {
    const afternoon = dayjs(new Date(2026, 10, 27, 15, 42));
    expect(localDayBounds(afternoon)).toEqual({
      from: new Date(2026, 10, 27).toISOString(),
      to: new Date(2026, 10, 28).toISOString(),
    });
  });

  it('links a student\'s profile with the id escaped', () => {
    expect(studentPath('s-1')).toBe('/counselor/students/s-1');
    expect(studentPath('a/b c')).toBe('/counselor/students/a%2Fb%20c');
  });

  it('offers every meeting kind with its label, and names note tags and states, in English and Spanish', async () => {
    await loadGlobalCatalogs('en', ['counseling', 'counselor']);
    expect(kindOptions().map((o) => o.value)).toEqual(['individual', 'group', 'family', 'virtual']);
    expect(kindOptions()[3].label).toBe('Virtual');
    expect(tagLabel('family_contact')).toBe('Family contact');
    expect(stateLabel('cancelled')).toBe('Cancelled');
    await loadGlobalCatalogs('es', ['counseling', 'counselor']);
    expect(kindOptions()[3].label).toBe('Virtual');
    expect(tagLabel('family_contact')).toBe('Contacto con la familia');
    expect(stateLabel('cancelled')).toBe('Cancelada');
  });
});
