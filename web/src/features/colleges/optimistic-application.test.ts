// While a save runs, the student's list shows the application as it will be: the ticked box stays ticked.
import { describe, expect, it } from '@jest/globals';
import type { MyApplication } from './use-my-list';
import { optimisticApplication } from './optimistic-application';

const application: MyApplication = {
  id: 'a1', studentId: 's1', collegeId: 'c1', collegeName: 'Reed College', plan: 'EA', status: 'planning', cycle: 2027,
  deadline: '2026-11-15', deadlineSource: 'CURATED', missing: ['Essays'], createdAt: '2026-09-01T00:00:00Z', updatedAt: '2026-09-01T00:00:00Z',
  materials: { applicationForm: false, essays: false, transcript: 'not_requested', testScores: 'not_sent', fee: 'unpaid', recommendations: [{ name: 'Ms. Lee', state: 'requested' }] },
  fit: { level: 'MATCH', reason: 'GPA in range', reasonText: { code: 'WITHIN_MIDDLE', test: 'SAT', value: 1300, p25: 1200, p75: 1400, rate: null, gpa: null, gpaP25: null, gpaP75: null, applicants: null, admitted: null } }, flags: [], history: [], letters: [], lettersMissing: 0,
  college: { unitid: 'c1', city: 'Portland', state: 'OR', testPolicy: null, admissionRate: 0.39 },
};

describe('optimisticApplication', () => {
  it('applies the ticked materials and keeps the rest', () => {
    const { updateApplication: next } = optimisticApplication(application, { materials: { essays: true, fee: 'waived' } });
    expect(next.materials).toEqual({ ...application.materials, essays: true, fee: 'waived' });
    expect(next.plan).toBe('EA');
    expect(next.status).toBe('planning');
    expect(next.missing).toEqual(['Essays']);
  });

  it('replaces the recommenders with the list sent', () => {
    const { updateApplication: next } = optimisticApplication(application, { materials: { recommendations: [{ name: 'Dr. Park', state: 'submitted' }] } });
    expect(next.materials.recommendations).toEqual([{ __typename: 'Recommendation', name: 'Dr. Park', state: 'submitted' }]);
  });

  it('clears the plan when null is sent, keeps it when nothing is', () => {
    expect(optimisticApplication(application, { plan: null }).updateApplication.plan).toBeNull();
    expect(optimisticApplication(application, { status: 'submitted' }).updateApplication).toMatchObject({ plan: 'EA', status: 'submitted' });
  });

  it('leaves the shown application alone', () => {
    optimisticApplication(application, { materials: { applicationForm: true } });
    expect(application.materials.applicationForm).toBe(false);
  });
});
