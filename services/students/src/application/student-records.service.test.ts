import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { DurableLocalBus, ForbiddenError, RecordReads, createLogger, loadConfig, type Principal, type RecordExportPart, OutboxEvents } from '@counsel/kit';
import { studentsConfigSchema } from '../config.js';
import { openStudentStore } from '../adapters/open-adapters.js';
import { COLLEGE_SIZE_STATEMENTS } from '../domain/preference-options.js';
import type { StudentStore } from '../ports/student-store.js';
import { StudentEvents } from './student-events.js';
import { StudentsService } from './students.service.js';
import { StudentRecordsService } from './student-records.service.js';
import { recordParticipantWiring } from '@counsel/kit/server';
import { EnrollmentsService } from './enrollments.service.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const principal = (role: Principal['role'], userId: string): Principal =>
  ({ userId, email: `${userId}@school.org`, firstName: 'Pat', lastName: 'Lopez', role, sessionId: null });
const maya = principal('student', 'u-maya');
const jordan = principal('student', 'u-jordan');
const counselor = principal('counselor', 'u-coach');
const admin = principal('admin', 'u-admin');

let store: StudentStore;
let bus: DurableLocalBus;
let events: StudentEvents;
let service: StudentsService;
let records: StudentRecordsService;
let erased: EventPayloads[typeof Subjects.studentsRecordErased][];
let reads: EventPayloads[typeof Subjects.studentsRecordRead][];

/** Lets the bus deliver what it holds (to show that nothing more comes). */

beforeEach(async () => {
  store = await openStudentStore(loadConfig(studentsConfigSchema, { DATA_DIR: ':memory:' }));
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new StudentEvents(new OutboxEvents(store.outbox, bus, log));
  service = new StudentsService(store, events, new RecordReads(bus, Subjects.studentsRecordRead, log));
  records = new StudentRecordsService(store);
  erased = [];
  reads = [];
  await bus.subscribe(Subjects.studentsRecordErased, async (e) => { erased.push(e.data); }, { durable: 'test-erased' });
  await bus.subscribe(Subjects.studentsRecordRead, async (e) => { reads.push(e.data); }, { durable: 'test-reads' });
});
afterEach(async () => {
  await events.outbox.close();
  await bus.close();
  await store.close();
});

/** A student with a profile, two courses, an activity, preferences and a college list's mirror. */
async function fullStudent(who: Principal) {
  const s = await service.createProfile(who, { userId: who.userId, gpa: 3.5, dateOfBirth: '2008-04-01' });
  await service.saveCourses(who, s.id, [{ courseName: 'Calculus', level: 'AP', grade: 'A' }, { courseName: 'Art', level: 'Regular', grade: null }]);
  await service.saveActivities(who, s.id, [{ name: 'Robotics', role: 'Captain', years: 2, hoursPerWeek: 5 }]);
  await service.savePreferences(who, s.id, { overallFeeling: 'Excited', collegeSizePreferences: [COLLEGE_SIZE_STATEMENTS[0].text] });
  await store.write((w) => w.collegeLists.record(s.id, 4, '2026-01-01T00:00:00.000Z'));
  return s;
}

const exported = async (who: Principal, studentId: string) => records.exportPart(who, { studentId, studentUserId: who.userId });

describe('StudentRecordsService: export part', () => {
  it('gives an admin everything held on the student, and the student their own', async () => {
    const s = await fullStudent(maya);
    for (const who of [admin, maya]) {
      const part: RecordExportPart = await exported(who, s.id);
      expect(part.service).toBe('students');
      expect(part.items).toMatchObject({
        profile: { id: s.id, userId: 'u-maya', gpa: 3.5, dateOfBirth: '2008-04-01', courses: [{ courseName: 'Calculus' }, { courseName: 'Art' }], activities: [{ name: 'Robotics' }] },
        enrollment: { status: 'active', schoolId: null },
        collegePreferences: { overallFeeling: 'Excited', collegeSizePreferences: [COLLEGE_SIZE_STATEMENTS[0].text] },
        collegeListCount: { count: 4, updatedAt: '2026-01-01T00:00:00.000Z' },
      });
      expect(JSON.parse(JSON.stringify(part))).toEqual(part); // answered as JSON
    }
  });

  it('refuses another student and a counselor (403); an admin asking about an unknown student gets no items', async () => {
    const s = await fullStudent(maya);
    await expect(exported(jordan, s.id)).rejects.toThrow(ForbiddenError);
    await expect(exported(counselor, s.id)).rejects.toThrow(ForbiddenError);
    await expect(exported(maya, 'no-such-student')).rejects.toThrow(ForbiddenError);
    expect(await exported(admin, 'no-such-student')).toEqual({ service: 'students', items: {} });
  });
});

describe('StudentRecordsService: erasure', () => {
  const request = (studentId: string, deletionId = 'del-1') =>
    bus.publish(Subjects.recordsDeletionRequested, { deletionId, studentId, studentUserId: 'u-maya', reason: 'request', requestedBy: 'u-admin' });

  it('erases everything of the student, nothing of another, and confirms the counts; a redelivery confirms them again; a late enrollment does not bring them back', async () => {
    const s = await fullStudent(maya);
    const other = await fullStudent(jordan);
    const [sub] = await Promise.all(recordParticipantWiring('students', records, events.outbox, log).subscriptions.map((h) => h.subscribe(bus)));
    try {
      await request(s.id);
      await until('the confirmation', () => erased.length > 0);
      expect(erased).toEqual([{
        deletionId: 'del-1', studentId: s.id,
        removed: [
          { item: 'courses', count: 2 }, { item: 'activities', count: 1 }, { item: 'college preferences', count: 1 },
          { item: 'college list count', count: 1 }, { item: 'profile', count: 1 },
        ],
      }]);
      expect(await store.profiles.byId(s.id)).toBeNull();
      expect(await store.profiles.byUserId('u-maya')).toBeNull();
      expect(await store.courses.ofStudent(s.id)).toEqual([]);
      expect(await store.activities.ofStudent(s.id)).toEqual([]);
      expect(await store.preferences.ofStudent(s.id)).toBeNull();
      expect(await store.collegeLists.mirror(s.id)).toBeNull();
      expect((await service.list(admin, { q: 'u-maya' })).total).toBe(0); // not in the search index either
      // The other student is untouched.
      expect(await store.profiles.byId(other.id)).toMatchObject({ userId: 'u-jordan' });
      expect(await store.courses.ofStudent(other.id)).toHaveLength(2);
      expect(await store.preferences.ofStudent(other.id)).not.toBeNull();
      expect(await store.collegeLists.mirror(other.id)).not.toBeNull();

      await request(s.id); // the saga asks again (a redelivery, or a retry): the first counts, nothing more removed
      await until('the second confirmation', () => erased.length > 1);
      expect(erased[1]).toEqual(erased[0]);
      expect(await store.profiles.byId(other.id)).not.toBeNull();

      // An enrollment still in flight from the roster does not bring the erased student back (a bare record with
      // their name); another student's enrollment still applies.
      const enrollments = new EnrollmentsService(store, events);
      const late = {
        studentUserId: 'u-maya', schoolId: 'school-a', grade: '12', status: 'active' as const, counselorUserId: null,
        sourcedId: 'sis-1', firstName: 'Maya', lastName: 'Chen', email: 'maya@school.org',
      };
      expect(await enrollments.apply(late)).toBeNull();
      expect(await store.profiles.byUserId('u-maya')).toBeNull();
      expect(await enrollments.apply({ ...late, studentUserId: 'u-jordan', firstName: 'Jordan' })).toMatchObject({ userId: 'u-jordan', schoolId: 'school-a' });
    } finally {
      await sub.stop();
    }
  });
});

describe('StudentsService: the access log', () => {
  it('logs a staff read of one student (profile, preferences), before answering', async () => {
    const s = await fullStudent(maya);
    await service.student(counselor, s.id);
    await service.preferences(admin, s);
    await until('both staff reads', () => reads.length >= 2);
    expect(reads).toEqual([
      { studentId: s.id, actorId: 'u-coach', actorRole: 'counselor', actorName: 'Pat Lopez', parts: ['profile'], detail: null },
      { studentId: s.id, actorId: 'u-admin', actorRole: 'admin', actorName: 'Pat Lopez', parts: ['preferences'], detail: null },
    ]);
  });

  it('does not log a student reading their own record, nor staff lists', async () => {
    const s = await fullStudent(maya);
    await service.student(maya, s.id);
    await service.preferences(maya, s);
    await service.list(counselor, {});
    await service.stats(admin);
    await quietPeriod(100); // these are not logged: no condition to wait for, so a pause
    expect(reads).toEqual([]);
  });

  it('refuses a staff read that cannot be logged (fails closed)', async () => {
    const s = await fullStudent(maya);
    await bus.close();
    await expect(service.student(counselor, s.id)).rejects.toThrow(/could not be logged/);
    bus = await DurableLocalBus.open({ dataDir: ':memory:', log }); // for afterEach
  });
});
