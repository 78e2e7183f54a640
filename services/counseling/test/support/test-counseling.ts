import { pino } from 'pino';
import { OutboxEvents, openSqlite, RecordReads, type Principal } from '@counsel/kit';
import { Subjects, type EventEnvelope, type ProfileUpserted, type RecordRead } from '@counsel/proto-events';
import { recordParticipantWiring } from '@counsel/kit/server';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { SqliteCounselingStore } from '../../src/adapters/sqlite/sqlite-counseling-store.js';
import type { CounselingStore } from '../../src/ports/counseling-store.js';
import { StudentReads } from '../../src/application/access.js';
import { MeetingsService } from '../../src/application/meetings.service.js';
import { NotesService } from '../../src/application/notes.service.js';
import { RecordsService } from '../../src/application/records.service.js';
import { StudentDirectory } from '../../src/application/student-directory.js';
import { TasksService } from '../../src/application/tasks.service.js';
import type { StudentRecord } from '../../src/domain/student.js';

export const log = pino({ level: 'silent' });

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[], names: [string, string] | null = null): Principal => ({
  userId, email: `${userId}@example.org`, firstName: names?.[0] ?? null, lastName: names?.[1] ?? null, role, sessionId: `s-${userId}`,
  ...(schoolIds ? { schoolIds } : {}),
});

export function profileEvent(s: Partial<StudentRecord> & { studentId: string; userId: string }): ProfileUpserted {
  return {
    studentId: s.studentId, userId: s.userId, schoolId: s.schoolId ?? null, status: s.status ?? 'active', counselorUserId: s.counselorUserId ?? null,
    profile: {
      firstName: s.firstName ?? 'Ana', lastName: s.lastName ?? 'Lopez', email: null, dateOfBirth: null, siblings: null, gpa: null,
      satScore: null, actScore: null, classRank: null, grade: s.grade === undefined ? '12' : s.grade, highSchoolName: null, highSchoolLocation: null,
      apIbHonors: null, activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [],
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  };
}

/** Counseling on real SQLite in memory and the in-memory durable bus, with a clock the test sets. */
export async function testCounseling(now = '2026-11-20T15:00:00.000Z') {
  const store = new SqliteCounselingStore(openSqlite(':memory:', 'counseling', migrations));
  return { ...(await counselingOver(store, now)), store };
}

/** Counseling over a store already opened (either adapter) and the in-memory durable bus, with a clock the test sets. */
export async function counselingOver(store: CounselingStore, now = '2026-11-20T15:00:00.000Z') {
  const bus = await OutageBus.open();
  const clock = { now: new Date(now) };
  const events = new OutboxEvents(store.outbox, bus, log, () => 50);
  const deps = { store, events, reads: new StudentReads(new RecordReads(bus, Subjects.counselingRecordRead, log)), now: () => clock.now };
  const reads = await bus.record(Subjects.counselingRecordRead) as EventEnvelope<RecordRead>[];
  const records = new RecordsService({ store });
  return {
    bus, store, events, clock, reads, deps, records,
    participant: recordParticipantWiring('counseling', records, events, log),
    notes: new NotesService(deps),
    meetings: new MeetingsService(deps),
    tasks: new TasksService(deps),
    directory: new StudentDirectory({ store }),
    close: async () => { await events.close(); await bus.close(); await store.close(); },
  };
}

/** Two schools: A with Maya (12), Jordan (11) and Sam (12, inactive); B with Bea (12). */
export const admin = principal('admin-1', 'admin');
export const counselorA = principal('c-a', 'counselor', ['school-a'], ['Priya', 'Natarajan']);
export const counselorB = principal('c-b', 'counselor', ['school-b'], ['Ben', 'Okafor']);
export const maya = principal('u-maya', 'student', undefined, ['Maya', 'Chen']);
export const jordan = principal('u-jordan', 'student');
export const bea = principal('u-bea', 'student');

export async function seedStudents(t: Awaited<ReturnType<typeof testCounseling>>) {
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-a', firstName: 'Maya', lastName: 'Chen', grade: '12' }));
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-a', firstName: 'Jordan', lastName: 'Rivera', grade: '11' }));
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-sam', userId: 'u-sam', schoolId: 'school-a', firstName: 'Sam', lastName: 'Gone', grade: '12', status: 'inactive' }));
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-bea', userId: 'u-bea', schoolId: 'school-b', firstName: 'Bea', lastName: 'Berg', grade: '12' }));
}
