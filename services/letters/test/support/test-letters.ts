import { pino } from 'pino';
import { OutboxEvents, openSqlite, RecordReads, type Principal } from '@counsel/kit';
import { recordParticipantWiring } from '@counsel/kit/server';
import { Subjects, type CollegeListChanged, type EventEnvelope, type ProfileUpserted, type RecordRead, type RequestChanged } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { SqliteLettersStore } from '../../src/adapters/sqlite/sqlite-letters-store.js';
import { LettersDirectory } from '../../src/application/directory.js';
import { LettersRecordsService } from '../../src/application/records.service.js';
import { RequestsService } from '../../src/application/requests.service.js';

export const log = pino({ level: 'silent' });

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[], names: [string, string] | null = null): Principal => ({
  userId, email: `${userId}@example.org`, firstName: names?.[0] ?? null, lastName: names?.[1] ?? null, role, sessionId: `s-${userId}`,
  ...(schoolIds ? { schoolIds } : {}),
});

export function profileEvent(s: { studentId: string; userId: string; schoolId: string; firstName: string; lastName: string; grade?: '9' | '10' | '11' | '12' }): ProfileUpserted {
  return {
    studentId: s.studentId, userId: s.userId, schoolId: s.schoolId, status: 'active', counselorUserId: null,
    profile: {
      firstName: s.firstName, lastName: s.lastName, email: null, dateOfBirth: null, siblings: null, gpa: 3.9, satScore: 1500, actScore: null, classRank: '3',
      grade: s.grade ?? '12', highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: 'Robotics',
      internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: '2026-11-01T00:00:00.000Z',
    },
  };
}

export function listEvent(studentId: string, studentUserId: string, apps: [id: string, college: string, deadline: string | null][], updatedAt = '2026-11-02T00:00:00.000Z'): CollegeListChanged {
  return {
    studentId, studentUserId, updatedAt,
    applications: apps.map(([applicationId, collegeName, deadline]) => ({
      applicationId, collegeId: `c-${applicationId}`, collegeName, city: null, state: null, plan: 'RD', status: 'planning', deadline, missing: [],
      fit: { level: 'UNKNOWN', reason: '' }, flags: [],
    })),
  };
}

/** Letters on real SQLite in memory and the in-memory durable bus, with a clock the test sets. */
export async function testLetters(now = '2026-11-20T15:00:00.000Z', yearlyLimit = 2) {
  const bus = await OutageBus.open();
  const store = new SqliteLettersStore(openSqlite(':memory:', 'letters', migrations));
  const clock = { now: new Date(now) };
  const events = new OutboxEvents(store.outbox, bus, log, () => 50);
  const reads = await bus.record(Subjects.lettersRecordRead) as EventEnvelope<RecordRead>[];
  const changes = await bus.record(Subjects.lettersRequestChanged) as EventEnvelope<RequestChanged>[];
  const deleted: string[] = [];
  const records = new LettersRecordsService({ store, blobs: { delete: async (id: string) => { deleted.push(id); } } });
  return {
    bus, store, events, clock, reads, changes, records, deleted,
    requests: new RequestsService({ store, events, reads: new RecordReads(bus, Subjects.lettersRecordRead, log), yearlyLimit, now: () => clock.now }),
    directory: new LettersDirectory({ store }),
    participant: recordParticipantWiring('letters', records, events, log),
    close: async () => { await events.close(); await bus.close(); await store.close(); },
  };
}
export type TestLetters = Awaited<ReturnType<typeof testLetters>>;

/** School A: Maya (12) and Jordan (11), teachers Daniel and Tess; school B: Bea, teacher Ben. */
export const admin = principal('admin-1', 'admin');
export const counselorA = principal('c-a', 'counselor', ['school-a'], ['Priya', 'Natarajan']);
export const counselorB = principal('c-b', 'counselor', ['school-b']);
export const maya = principal('u-maya', 'student', undefined, ['Maya', 'Chen']);
export const jordan = principal('u-jordan', 'student');
export const bea = principal('u-bea', 'student');
export const daniel = principal('t-daniel', 'teacher', undefined, ['Daniel', 'Okafor']);
export const tess = principal('t-tess', 'teacher');
export const ben = principal('t-ben', 'teacher');

export async function seed(t: TestLetters) {
  const d = t.directory;
  await d.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Maya', lastName: 'Chen' }));
  await d.profileUpserted(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-a', firstName: 'Jordan', lastName: 'Rivera', grade: '11' }));
  await d.profileUpserted(profileEvent({ studentId: 'st-bea', userId: 'u-bea', schoolId: 'school-b', firstName: 'Bea', lastName: 'Berg' }));
  await d.listChanged(listEvent('st-maya', 'u-maya', [['app-mit', 'MIT', '2027-01-01'], ['app-cmu', 'Carnegie Mellon', '2026-12-01'], ['app-uw', 'UW', null]]));
  await d.listChanged(listEvent('st-jordan', 'u-jordan', [['app-j1', 'Reed', '2027-01-15']]));
  await d.listChanged(listEvent('st-bea', 'u-bea', [['app-b1', 'Rice', '2027-01-01']]));
  await d.userCreated({ userId: 't-daniel', email: 'daniel@example.org', role: 'teacher', createdBy: null, firstName: 'Daniel', lastName: 'Okafor' });
  await d.staffAssigned({ userId: 't-daniel', schoolIds: ['school-a'] });
  await d.accountImported({ userId: 't-tess', email: 'tess@example.org', firstName: 'Tess', lastName: 'Abbott', role: 'teacher', active: true, importId: 'imp-1' });
  await d.staffAssigned({ userId: 't-tess', schoolIds: ['school-a'] });
  await d.userCreated({ userId: 't-ben', email: 'ben@example.org', role: 'teacher', createdBy: null });
  await d.staffAssigned({ userId: 't-ben', schoolIds: ['school-b'] });
  await d.userCreated({ userId: 'c-a', email: 'c-a@example.org', role: 'counselor', createdBy: null });
  await d.staffAssigned({ userId: 'c-a', schoolIds: ['school-a'] });
}
