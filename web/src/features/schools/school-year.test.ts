import { describe, expect, it } from '@jest/globals';
import { nearbySchoolYears, schoolYearOf } from './school-year';

describe('school years', () => {
  it('start on July 1 (UTC)', () => {
    expect(schoolYearOf(new Date('2026-06-30T23:59:59Z'))).toBe('2025-2026');
    expect(schoolYearOf(new Date('2026-07-01T00:00:00Z'))).toBe('2026-2027');
    expect(schoolYearOf(new Date('2027-01-15T12:00:00Z'))).toBe('2026-2027');
  });

  it('offer the next, this and the last year for an upload', () => {
    expect(nearbySchoolYears(new Date('2026-11-27T12:00:00Z'))).toEqual(['2027-2028', '2026-2027', '2025-2026']);
  });
});
