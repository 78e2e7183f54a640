import { describe, expect, it } from '@jest/globals';
import { CollegeRowError, parseCollegeRow } from './college-row.js';

const row = (over: Record<string, string> = {}) => ({
  unitid: '243744', name: 'Stanford University', city: 'Stanford', state: 'CA', zip: '94305', url: 'https://www.stanford.edu/',
  control: 'Nonprofit', predominant_degree: 'Bachelor', highest_degree: 'Graduate', locale: 'Suburb Large', undergrads: '7645',
  admission_rate: '0.0395', sat_reading_25: '720', sat_reading_75: '770', sat_math_25: '750', sat_math_75: '800', sat_average: '1528',
  act_25: '34', act_75: '35', test_policy: 'Considered', net_price: '7200', cost_of_attendance: '70869', tuition_in_state: '56169',
  tuition_out_of_state: '56169', completion_rate_4yr: '0.9558', retention_rate: '0.9826', pell_share: '0.1915', hbcu: '0',
  latitude: '37.429434', longitude: '-122.167359', religious_affiliation: '', ...over,
});

describe('a catalog row', () => {
  it('becomes a College with numbers, enums and nulls for empty cells', () => {
    expect(parseCollegeRow(row())).toEqual({
      unitid: '243744', name: 'Stanford University', city: 'Stanford', state: 'CA', zip: '94305', url: 'https://www.stanford.edu/',
      control: 'NONPROFIT', predominantDegree: 'Bachelor', highestDegree: 'Graduate', locale: 'Suburb Large', undergrads: 7645,
      admissionRate: 0.0395, satReading25: 720, satReading75: 770, satMath25: 750, satMath75: 800, satAverage: 1528, act25: 34, act75: 35,
      testPolicy: 'CONSIDERED', netPrice: 7200, costOfAttendance: 70869, tuitionInState: 56169, tuitionOutOfState: 56169,
      completionRate4yr: 0.9558, retentionRate: 0.9826, pellShare: 0.1915, hbcu: false, religiousAffiliation: null,
      latitude: 37.429434, longitude: -122.167359,
    });
  });

  it('reads every control and test policy the Scorecard uses', () => {
    expect(parseCollegeRow(row({ control: 'Public' })).control).toBe('PUBLIC');
    expect(parseCollegeRow(row({ control: 'For-profit' })).control).toBe('FOR_PROFIT');
    expect(parseCollegeRow(row({ test_policy: 'Not recommended' })).testPolicy).toBe('NOT_RECOMMENDED');
    expect(parseCollegeRow(row({ test_policy: 'Required' })).testPolicy).toBe('REQUIRED');
    expect(parseCollegeRow(row({ test_policy: 'Recommended' })).testPolicy).toBe('RECOMMENDED');
    expect(parseCollegeRow(row({ test_policy: '', admission_rate: '', hbcu: '1' }))).toMatchObject({ testPolicy: null, admissionRate: null, hbcu: true });
  });

  it.each([
    [{ unitid: '' }, 'unitid is empty'],
    [{ unitid: '12a' }, 'unitid must be digits: "12a"'],
    [{ name: ' ' }, 'name is empty'],
    [{ state: 'Calif' }, 'state must be a two-letter code: "CALIF"'],
    [{ control: 'State' }, 'control must be Public, Nonprofit or For-profit: "State"'],
    [{ test_policy: 'Blind' }, 'test_policy is not a known policy: "Blind"'],
    [{ undergrads: 'many' }, 'undergrads is not a number: "many"'],
    [{ admission_rate: '1.2' }, 'admission_rate must be from 0 to 1: 1.2'],
  ])('refuses %j: %s', (over, message) => {
    expect(() => parseCollegeRow(row(over))).toThrow(CollegeRowError);
    expect(() => parseCollegeRow(row(over))).toThrow(message);
  });
});
