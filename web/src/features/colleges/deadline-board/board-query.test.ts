// The deadline board's query and its CSV link follow the scope control and the filters.
import { describe, expect, it } from '@jest/globals';
import { boardExportHref, boardInput, boardScope } from './board-query';

describe('boardScope', () => {
  it('keeps the caseload the caseload, narrowed to a picked school', () => {
    expect(boardScope({ scope: 'CASELOAD', schoolId: null })).toEqual({ scope: 'CASELOAD', schoolId: null });
    expect(boardScope({ scope: 'CASELOAD', schoolId: 's1' })).toEqual({ scope: 'CASELOAD', schoolId: 's1' });
  });

  it('reads "all my schools" as ALL, or SCHOOL once one school is picked', () => {
    expect(boardScope({ scope: 'SCHOOL', schoolId: null })).toEqual({ scope: 'ALL', schoolId: null });
    expect(boardScope({ scope: 'SCHOOL', schoolId: 's2' })).toEqual({ scope: 'SCHOOL', schoolId: 's2' });
  });

  it('gives an admin without a caseload choice the district, or one school', () => {
    expect(boardScope({ scope: 'ALL', schoolId: null })).toEqual({ scope: 'ALL', schoolId: null });
    expect(boardScope({ scope: 'ALL', schoolId: 's3' })).toEqual({ scope: 'SCHOOL', schoolId: 's3' });
  });
});

describe('boardInput', () => {
  it('asks for the window, scope, plan and status shown', () => {
    expect(boardInput({ scope: 'SCHOOL', schoolId: 's1' }, { days: 14, plan: 'ED', status: 'submitted' }))
      .toEqual({ dueWithinDays: 14, scope: 'SCHOOL', schoolId: 's1', plan: 'ED', status: 'submitted' });
    expect(boardInput({ scope: 'CASELOAD', schoolId: null }, { days: 30, plan: null, status: null }))
      .toEqual({ dueWithinDays: 30, scope: 'CASELOAD', schoolId: null, plan: null, status: null });
  });
});

describe('boardExportHref', () => {
  it('downloads the same board: scope in lower case, plan as sent, nothing for an empty filter', () => {
    expect(boardExportHref({ dueWithinDays: 7, scope: 'SCHOOL', schoolId: 'north high', plan: 'ED2', status: 'in_progress' }))
      .toBe('/api/applications/export.csv?dueWithinDays=7&scope=school&schoolId=north+high&plan=ED2&status=in_progress');
    expect(boardExportHref({ dueWithinDays: 30, scope: 'CASELOAD', schoolId: null, plan: null, status: null }))
      .toBe('/api/applications/export.csv?dueWithinDays=30&scope=caseload');
  });
});
