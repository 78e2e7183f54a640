import type { CollegeListChanged } from '@counsel/proto-events';
import { JORDAN_PROFILE_EVENT, MAYA_PROFILE_EVENT } from './demo-students.js';

type Entry = CollegeListChanged['applications'][number];
const entry = (over: Partial<Entry> & Pick<Entry, 'applicationId' | 'collegeName'>): Entry => ({
  collegeId: over.applicationId.replace('a-', ''), city: null, state: null, plan: 'RD', status: 'planning', deadline: null,
  missing: [], fit: { level: 'UNKNOWN', reason: 'No comparable score or admission rate' }, flags: [], ...over,
});

/** Today in these fixtures: deadlines are placed around it. */
export const TODAY = '2026-11-24';

/** Maya's list as the colleges service publishes it: due this month, next month, passed, submitted, unknown. */
export const MAYA_LIST: CollegeListChanged = {
  studentId: MAYA_PROFILE_EVENT.studentId, studentUserId: MAYA_PROFILE_EVENT.userId, updatedAt: '2026-11-20T09:00:00.000Z',
  applications: [
    entry({ applicationId: 'a-110635', collegeName: 'University of California-Berkeley', city: 'Berkeley', state: 'CA', plan: 'RD', status: 'in_progress',
      deadline: '2026-11-30', missing: ['Essays', 'Application fee'], fit: { level: 'REACH', reason: 'Admission rate 11% is below 15%' } }),
    entry({ applicationId: 'a-243744', collegeName: 'Stanford University', city: 'Stanford', state: 'CA', plan: 'REA', status: 'submitted',
      deadline: '2026-11-01', fit: { level: 'REACH', reason: 'Admission rate 4% is below 15%' } }),
    entry({ applicationId: 'a-110680', collegeName: 'University of California-San Diego', city: 'La Jolla', state: 'CA', plan: 'RD', status: 'planning',
      deadline: '2026-11-26', missing: ['Application form', 'Transcript'], fit: { level: 'MATCH', reason: 'SAT 1520 is between this college\'s 25th and 75th percentiles (1310-1530)' } }),
    entry({ applicationId: 'a-236948', collegeName: 'University of Washington-Seattle Campus', city: 'Seattle', state: 'WA', plan: 'RD', status: 'planning',
      deadline: '2026-12-15', missing: ['Essays'], fit: { level: 'LIKELY', reason: 'SAT 1520 is above this college\'s 75th percentile of 1480' } }),
    entry({ applicationId: 'a-166683', collegeName: 'Massachusetts Institute of Technology', city: 'Cambridge', state: 'MA', plan: 'EA', status: 'researching',
      deadline: null, missing: ['Application form', 'Essays'], fit: { level: 'REACH', reason: 'Admission rate 5% is below 15%' } }),
  ],
};

/** Jordan's list: no reach, one deadline a week away. */
export const JORDAN_LIST: CollegeListChanged = {
  studentId: JORDAN_PROFILE_EVENT.studentId, studentUserId: JORDAN_PROFILE_EVENT.userId, updatedAt: '2026-11-20T09:00:00.000Z',
  applications: [
    entry({ applicationId: 'a-110644', collegeName: 'University of California-Davis', city: 'Davis', state: 'CA', plan: 'RD', status: 'researching',
      deadline: '2026-12-01', missing: ['Essays'], fit: { level: 'MATCH', reason: 'SAT 1280 is between this college\'s 25th and 75th percentiles (1200-1450)' } }),
    entry({ applicationId: 'a-122409', collegeName: 'San Diego State University', city: 'San Diego', state: 'CA', plan: 'EA', status: 'planning',
      deadline: null, fit: { level: 'LIKELY', reason: 'SAT 1280 is above this college\'s 75th percentile of 1260' } }),
  ],
};
