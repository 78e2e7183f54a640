import { pino } from 'pino';
import { OutboxEvents, openSqlite, RecordReads, type Principal } from '@counsel/kit';
import { recordParticipantWiring } from '@counsel/kit/server';
import { Subjects, type EventEnvelope, type ProfileUpserted, type RecordRead } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { SqlitePlanningStore } from '../../src/adapters/sqlite/sqlite-planning-store.js';
import { CatalogService } from '../../src/application/catalog.service.js';
import { PlanChecks } from '../../src/application/plan-checks.js';
import { PlanListService } from '../../src/application/plan-list.service.js';
import { PlansService } from '../../src/application/plans.service.js';
import { PlanningRecordsService } from '../../src/application/records.service.js';
import { RequirementsService } from '../../src/application/requirements.service.js';
import { takeProfile } from '../../src/application/students-handler.js';

export const log = pino({ level: 'silent' });

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[], names: [string, string] | null = null): Principal => ({
  userId, email: `${userId}@example.org`, firstName: names?.[0] ?? null, lastName: names?.[1] ?? null, role, sessionId: `s-${userId}`,
  ...(schoolIds ? { schoolIds } : {}),
});

type Grade = '9' | '10' | '11' | '12';
export function profileEvent(s: { studentId: string; userId: string; schoolId: string; firstName: string; lastName: string; grade?: Grade; counselorUserId?: string | null }): ProfileUpserted {
  return {
    studentId: s.studentId, userId: s.userId, schoolId: s.schoolId, status: 'active', counselorUserId: s.counselorUserId ?? null,
    profile: {
      firstName: s.firstName, lastName: s.lastName, email: null, dateOfBirth: null, siblings: null, gpa: 3.5, satScore: null, actScore: null, classRank: null,
      grade: s.grade ?? '10', highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
      internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [{ courseName: 'English 9', level: 'Regular', grade: 'A' }],
      activities: [], updatedAt: '2026-11-01T00:00:00.000Z',
    },
  };
}

/** Planning on real SQLite in memory and the in-memory durable bus, with a clock the test sets. */
export async function testPlanning(now = '2026-11-20T15:00:00.000Z') {
  const bus = await OutageBus.open();
  const store = new SqlitePlanningStore(openSqlite(':memory:', 'planning', migrations));
  const clock = { now: new Date(now) };
  const events = new OutboxEvents(store.outbox, bus, log, () => 50);
  const reads = await bus.record(Subjects.planningRecordRead) as EventEnvelope<RecordRead>[];
  const checks = new PlanChecks(store, events);
  const deps = { store, events, checks, reads: new RecordReads(bus, Subjects.planningRecordRead, log), now: () => clock.now };
  const records = new PlanningRecordsService({ store });
  return {
    bus, store, events, clock, reads, checks, records,
    catalog: new CatalogService(deps), requirements: new RequirementsService(deps), plans: new PlansService(deps), list: new PlanListService(deps),
    profile: (e: ProfileUpserted) => takeProfile(store, checks, e),
    participant: recordParticipantWiring('planning', records, events, log),
    close: async () => { await events.close(); await bus.close(); await store.close(); },
  };
}
export type TestPlanning = Awaited<ReturnType<typeof testPlanning>>;

/** School A: Maya (grade 10, counselor Priya's caseload) and Jordan (11); school B: Bea. */
export const admin = principal('admin-1', 'admin', undefined, ['Ada', 'Admin']);
export const counselorA = principal('c-a', 'counselor', ['school-a'], ['Priya', 'Natarajan']);
export const counselorB = principal('c-b', 'counselor', ['school-b']);
export const maya = principal('u-maya', 'student', undefined, ['Maya', 'Chen']);
export const jordan = principal('u-jordan', 'student');
export const teacherA = principal('t-a', 'teacher', ['school-a']);

export const CATALOG_CSV = [
  'code,title,subject_area,credits,grade_levels,level,prerequisites,entrance_areas',
  'ENG9,English 9,01,1,9,standard,,ag:b;ncaa:english',
  'ENG10,English 10,01,1,10,standard,ENG9,ag:b;ncaa:english',
  'ALG1,Algebra I,02,1,9 10,standard,,ag:c;ncaa:math',
  'GEO,Geometry,02,1,10 11,standard,ALG1,ag:c;ncaa:math',
  'CALC,AP Calculus AB,02,1,11 12,AP,GEO,ag:c;ncaa:math',
].join('\n');

export async function seed(t: TestPlanning) {
  await t.profile(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Maya', lastName: 'Chen', counselorUserId: 'c-a' }));
  await t.profile(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-a', firstName: 'Jordan', lastName: 'Rivera', grade: '11' }));
  await t.profile(profileEvent({ studentId: 'st-bea', userId: 'u-bea', schoolId: 'school-b', firstName: 'Bea', lastName: 'Berg' }));
  const imp = await t.catalog.startImport(admin, 'school-a', 'CATALOG_CSV', CATALOG_CSV, 'catalog.csv');
  await t.catalog.applyImport(admin, imp.id, false);
  const courses = new Map((await t.store.catalog.courses('school-a')).map((c) => [c.code, c.id]));
  return { id: (code: string) => courses.get(code)! };
}
