import { pino } from 'pino';
import { OutboxEvents, openSqlite, type Principal } from '@counsel/kit';
import { recordParticipantWiring } from '@counsel/kit/server';
import type { CollegeListChanged, EnrollmentChanged, ProfileUpserted } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { SqliteOutcomesStore } from '../../src/adapters/sqlite/sqlite-outcomes-store.js';
import { takeEnrollment, takeList, takeProfile, takeSetting } from '../../src/application/event-handlers.js';
import { OutcomeImportsService } from '../../src/application/imports.service.js';
import { OutcomesRecordsService } from '../../src/application/records.service.js';
import { ScattergramService } from '../../src/application/scattergram.service.js';

export const log = pino({ level: 'silent' });

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[]): Principal => ({
  userId, email: `${userId}@example.org`, firstName: null, lastName: null, role, sessionId: `s-${userId}`, ...(schoolIds ? { schoolIds } : {}),
});

export const admin = principal('admin-1', 'admin');
export const counselorA = principal('c-a', 'counselor', ['school-a']);
export const counselorB = principal('c-b', 'counselor', ['school-b']);
export const teacherA = principal('t-a', 'teacher', ['school-a']);
export const guardian = principal('g-1', 'guardian');
export const maya = principal('u-maya', 'student');
export const bea = principal('u-bea', 'student');

export interface StudentFacts { studentId: string; userId: string; schoolId: string; firstName: string; lastName: string; gpa: number | null; sat: number | null; act: number | null }

export function profileEvent(s: StudentFacts, status: ProfileUpserted['status'] = 'active'): ProfileUpserted {
  return {
    studentId: s.studentId, userId: s.userId, schoolId: s.schoolId, status, counselorUserId: null,
    profile: {
      firstName: s.firstName, lastName: s.lastName, email: `${s.userId}@example.org`, dateOfBirth: null, siblings: null, gpa: s.gpa, satScore: s.sat, actScore: s.act,
      classRank: null, grade: '12', highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
      internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: '2026-11-01T00:00:00.000Z',
    },
  };
}

type App = { applicationId: string; collegeId: string; status: CollegeListChanged['applications'][number]['status']; plan?: CollegeListChanged['applications'][number]['plan'] };
export function listEvent(s: Pick<StudentFacts, 'studentId' | 'userId'>, apps: App[]): CollegeListChanged {
  return {
    studentId: s.studentId, studentUserId: s.userId, updatedAt: '2026-11-01T00:00:00.000Z',
    applications: apps.map((a) => ({
      applicationId: a.applicationId, collegeId: a.collegeId, collegeName: `College ${a.collegeId}`, city: null, state: null, plan: a.plan ?? 'RD', status: a.status,
      deadline: null, missing: [], fit: { level: 'UNKNOWN', reason: '' }, flags: [],
    })),
  };
}

export function graduated(s: Pick<StudentFacts, 'userId' | 'schoolId'>): EnrollmentChanged {
  return { studentUserId: s.userId, schoolId: s.schoolId, grade: '12', status: 'alumni', counselorUserId: null, firstName: null, lastName: null, email: null, sourcedId: null };
}

/** Outcomes on real SQLite in memory and the in-memory durable bus, with a clock the test sets. */
export async function testOutcomes(now = '2026-11-20T15:00:00.000Z') {
  const bus = await OutageBus.open();
  const db = openSqlite(':memory:', 'outcomes', migrations);
  const store = new SqliteOutcomesStore(db);
  const clock = { now: new Date(now) };
  const events = new OutboxEvents(store.outbox, bus, log, () => 50);
  const deps = { store, events, now: () => clock.now };
  const records = new OutcomesRecordsService({ store });
  return {
    bus, db, store, events, clock, records,
    scattergrams: new ScattergramService(deps), imports: new OutcomeImportsService(deps),
    profile: (s: StudentFacts, status?: ProfileUpserted['status']) => takeProfile(store, profileEvent(s, status)),
    list: (s: StudentFacts, apps: App[], at = clock.now.toISOString()) => takeList({ store, events }, listEvent(s, apps), at),
    graduate: (s: StudentFacts, at = clock.now.toISOString()) => takeEnrollment({ store, events }, graduated(s), at),
    setting: (key: string, value: string) => takeSetting({ store, events }, { key, value, actorId: 'admin-1', actorEmail: 'a@example.org' }),
    participant: recordParticipantWiring('outcomes', records, events, log),
    close: async () => { await events.close(); await bus.close(); await store.close(); },
  };
}
export type TestOutcomes = Awaited<ReturnType<typeof testOutcomes>>;

export const MAYA: StudentFacts = { studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Maya', lastName: 'Chen', gpa: 3.94, sat: 1520, act: 34 };
export const BEA: StudentFacts = { studentId: 'st-bea', userId: 'u-bea', schoolId: 'school-b', firstName: 'Bea', lastName: 'Berg', gpa: 3.5, sat: 1300, act: null };
export const MIT = '166683';

/** A past class of `n` applicants of school A to a college, through the import (anonymous rows). */
export async function pastClass(t: TestOutcomes, n: number, collegeId = MIT, schoolId = 'school-a') {
  const rows = Array.from({ length: n }, (_, i) => `2025,${collegeId},${i % 2 ? 'EA' : 'RD'},${i % 3 ? 'denied' : 'admitted'},3.${50 + i},${1400 + i * 10},`);
  const imp = await t.imports.start(admin, schoolId, ['class_year,college_unitid,plan,result,gpa,sat,act', ...rows].join('\n'), `past-${n}.csv`);
  return t.imports.apply(admin, imp.id, false);
}
