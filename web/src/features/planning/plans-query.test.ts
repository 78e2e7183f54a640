// The staff's plan list: its scope from the scope control, its page, and the CSV link of the same list.
import { describe, expect, it } from '@jest/globals';
import { hasPlanFilters, NO_PLAN_FILTERS, planScope, plansExportHref, plansVariables } from './plans-query';

describe('planScope', () => {
  it('reads the caseload as MINE and the schools or district as SCHOOL, keeping a picked school', () => {
    expect(planScope({ scope: 'CASELOAD', schoolId: null })).toEqual({ scope: 'MINE', schoolId: null });
    expect(planScope({ scope: 'SCHOOL', schoolId: 's1' })).toEqual({ scope: 'SCHOOL', schoolId: 's1' });
    expect(planScope({ scope: 'ALL', schoolId: null })).toEqual({ scope: 'SCHOOL', schoolId: null });
  });
});

describe('plansVariables', () => {
  it('asks for the filters shown and the page as an offset', () => {
    expect(plansVariables({ scope: 'CASELOAD', schoolId: null }, { status: 'SUBMITTED', track: null, page: 3 }, 20))
      .toEqual({ scope: 'MINE', schoolId: null, status: 'SUBMITTED', track: null, first: 20, offset: 40 });
    expect(plansVariables({ scope: 'SCHOOL', schoolId: 's2' }, { ...NO_PLAN_FILTERS, track: 'OFF_TRACK', page: 0 }, 10))
      .toEqual({ scope: 'SCHOOL', schoolId: 's2', status: null, track: 'OFF_TRACK', first: 10, offset: 0 });
  });

  it('knows when a filter is set', () => {
    expect(hasPlanFilters(NO_PLAN_FILTERS)).toBe(false);
    expect(hasPlanFilters({ ...NO_PLAN_FILTERS, status: 'APPROVED' })).toBe(true);
  });
});

describe('plansExportHref', () => {
  it('downloads the same list, nothing sent for an empty filter', () => {
    expect(plansExportHref({ scope: 'SCHOOL', schoolId: 'north high', status: 'RETURNED', track: 'AT_RISK' }))
      .toBe('/api/plans.csv?scope=school&schoolId=north+high&status=RETURNED&track=AT_RISK');
    expect(plansExportHref({ scope: 'MINE', schoolId: null, status: null, track: null })).toBe('/api/plans.csv?scope=mine');
  });
});
