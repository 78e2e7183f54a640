// Which students a staff list (and the deadline board, and the dashboard's figures) asks for.
import { describe, expect, it } from '@jest/globals';
import { resolveStudentScope } from './student-scope';

const schools = [{ id: 's1' }, { id: 's2' }];

describe('resolveStudentScope for a counselor', () => {
  const counselor = { counselor: true, askedScope: null, askedSchool: null, schools, hasCaseload: true };

  it('opens on the caseload when they have one, else on all students of their schools', () => {
    expect(resolveStudentScope(counselor)).toEqual({ choice: 'caseload', variables: { scope: 'CASELOAD', schoolId: null } });
    expect(resolveStudentScope({ ...counselor, hasCaseload: false })).toEqual({ choice: 'school', variables: { scope: 'SCHOOL', schoolId: null } });
  });

  it('follows the address\'s choice and school over the default', () => {
    expect(resolveStudentScope({ ...counselor, askedScope: 'school', askedSchool: 's2' }))
      .toEqual({ choice: 'school', variables: { scope: 'SCHOOL', schoolId: 's2' } });
    expect(resolveStudentScope({ ...counselor, hasCaseload: false, askedScope: 'caseload' }).variables.scope).toBe('CASELOAD');
    expect(resolveStudentScope({ ...counselor, askedScope: 'everything' }).choice).toBe('caseload');
  });

  it('drops a school the caller no longer sees, but keeps it while the schools are not known yet', () => {
    expect(resolveStudentScope({ ...counselor, askedSchool: 'gone' }).variables.schoolId).toBeNull();
    expect(resolveStudentScope({ ...counselor, askedSchool: 'gone', schools: null }).variables.schoolId).toBe('gone');
  });
});

describe('resolveStudentScope for an admin', () => {
  const admin = { counselor: false, askedScope: null, askedSchool: null, schools, hasCaseload: false };

  it('asks for the district, or the one school picked', () => {
    expect(resolveStudentScope(admin).variables).toEqual({ scope: 'ALL', schoolId: null });
    expect(resolveStudentScope({ ...admin, askedSchool: 's1' }).variables).toEqual({ scope: 'SCHOOL', schoolId: 's1' });
    expect(resolveStudentScope({ ...admin, askedScope: 'caseload' }).variables).toEqual({ scope: 'ALL', schoolId: null });
  });
});
