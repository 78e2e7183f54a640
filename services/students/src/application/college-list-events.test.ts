import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type CollegeListChanged, type EventPayloads } from '@counsel/proto-events';
import { DurableLocalBus, createLogger, loadConfig, type Principal, type Subscription, RecordReads, OutboxEvents } from '@counsel/kit';
import { studentsConfigSchema } from '../config.js';
import { openStudentStore } from '../adapters/open-adapters.js';
import { studentResolvers } from '../graphql/resolvers/student.js';
import type { StudentProfile } from '../domain/student.js';
import type { StudentStore } from '../ports/student-store.js';
import { collegeListHandler } from './college-list-events.js';
import { StudentEvents } from './student-events.js';
import { StudentsService } from './students.service.js';
import { until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const maya: Principal = { userId: 'u-maya', email: 'maya@school.org', firstName: 'Maya', lastName: 'Chen', role: 'student', sessionId: null };
const counselor: Principal = { userId: 'u-coach', email: 'coach@school.org', firstName: null, lastName: null, role: 'counselor', sessionId: null };

let store: StudentStore;
let bus: DurableLocalBus;
let events: StudentEvents;
let service: StudentsService;
let lists: Subscription;
let profiles: EventPayloads[typeof Subjects.studentsProfileUpserted][];

beforeEach(async () => {
  store = await openStudentStore(loadConfig(studentsConfigSchema, { DATA_DIR: ':memory:' }));
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new StudentEvents(new OutboxEvents(store.outbox, bus, log));
  service = new StudentsService(store, events, new RecordReads(bus, Subjects.studentsRecordRead, log));
  lists = await collegeListHandler(store).subscribe(bus);
  profiles = [];
  await bus.subscribe(Subjects.studentsProfileUpserted, async (e) => { profiles.push(e.data); }, { durable: 'test-profiles' });
});
afterEach(async () => {
  await lists.stop();
  await events.outbox.close();
  await bus.close();
  await store.close();
});

const application = (n: number): CollegeListChanged['applications'][number] => ({
  applicationId: `a-${n}`, collegeId: String(100000 + n), collegeName: `College ${n}`, city: 'Town', state: 'CA',
  plan: 'RD', status: 'planning', deadline: null, missing: ['Essays'], fit: { level: 'UNKNOWN', reason: 'No comparable score' }, flags: [],
});
const listOf = (studentId: string, n: number, updatedAt: string): CollegeListChanged => ({
  studentId, studentUserId: maya.userId, applications: Array.from({ length: n }, (_, i) => application(i + 1)), updatedAt,
});

/** What the Student type answers for the two fields (the resolvers the subgraph serves). */
function shown(s: StudentProfile) {
  const r = studentResolvers(service).Student as unknown as Record<string, (s: StudentProfile) => unknown>;
  return { targetColleges: r.targetColleges(s), targetCollegesFromList: r.targetCollegesFromList(s) };
}
const read = async (id: string) => shown(await service.student(counselor, id));

describe('targetColleges follows the college list', () => {
  it('is the saved value without a list, the list\'s length with one, and the saved value again once it is emptied', async () => {
    const p = await service.createProfile(maya, { userId: maya.userId, targetColleges: 6 });
    expect(await read(p.id)).toEqual({ targetColleges: 6, targetCollegesFromList: false });
    expect(await service.stats(counselor)).toEqual({ totalStudents: 1, activeApplications: 1 });

    await bus.publish(Subjects.collegesListChanged, listOf(p.id, 3, '2026-11-01T10:00:00.000Z'));
    await until('the list\'s length', async () => (await read(p.id)).targetColleges === 3);
    expect(await read(p.id)).toEqual({ targetColleges: 3, targetCollegesFromList: true });

    await bus.publish(Subjects.collegesListChanged, listOf(p.id, 0, '2026-11-02T10:00:00.000Z'));
    await until('the saved value again', async () => !(await read(p.id)).targetCollegesFromList);
    expect(await read(p.id)).toEqual({ targetColleges: 6, targetCollegesFromList: false });
  });

  it('counts a student with a list on the dashboard even when their saved value is 0, and not once the list is emptied', async () => {
    const p = await service.createProfile(maya, { userId: maya.userId, targetColleges: 0 });
    expect((await service.stats(counselor)).activeApplications).toBe(0);
    await bus.publish(Subjects.collegesListChanged, listOf(p.id, 2, '2026-11-01T10:00:00.000Z'));
    await until('the student counted on the dashboard', async () => (await service.stats(counselor)).activeApplications === 1);
    expect((await service.stats(counselor)).activeApplications).toBe(1);
    await bus.publish(Subjects.collegesListChanged, listOf(p.id, 0, '2026-11-02T10:00:00.000Z'));
    await until('the student no longer counted', async () => (await service.stats(counselor)).activeApplications === 0);
    expect((await service.stats(counselor)).activeApplications).toBe(0);
  });

  it('is idempotent: a redelivered list changes nothing, and an older list arriving late is not applied', async () => {
    const p = await service.createProfile(maya, { userId: maya.userId, targetColleges: 1 });
    const newer = listOf(p.id, 4, '2026-11-03T10:00:00.000Z');
    // The same list twice (an outbox relay that published, then crashed before it recorded so, sends it again).
    await bus.publish(Subjects.collegesListChanged, newer);
    await bus.publish(Subjects.collegesListChanged, newer);
    await bus.publish(Subjects.collegesListChanged, listOf(p.id, 2, '2026-11-01T10:00:00.000Z'));
    // A marker after them: once it is in, the three before it have been handled (one durable, in order).
    const marker = await service.createProfile({ ...maya, userId: 'u-other' }, { userId: 'u-other' });
    await bus.publish(Subjects.collegesListChanged, { ...listOf(marker.id, 1, '2026-11-04T10:00:00.000Z'), studentUserId: 'u-other' });
    await until('the marker\'s list', async () => (await read(marker.id)).targetCollegesFromList);
    expect(await read(p.id)).toEqual({ targetColleges: 4, targetCollegesFromList: true });
    expect(await bus.deadLetters()).toEqual([]);
  });

  it('keeps a profile save working while a list exists: the saved value is kept (whatever the form sent), not shown, and the event carries the value shown', async () => {
    const p = await service.createProfile(maya, { userId: maya.userId, targetColleges: 2 });
    await bus.publish(Subjects.collegesListChanged, listOf(p.id, 5, '2026-11-01T10:00:00.000Z'));
    await until('the list', async () => (await read(p.id)).targetCollegesFromList);
    const saved = await service.updateProfile(maya, p.id, { userId: maya.userId, targetColleges: 9, gpa: 3.5 });
    expect(shown(saved)).toEqual({ targetColleges: 5, targetCollegesFromList: true });
    expect((await store.profiles.byId(p.id))).toMatchObject({ targetColleges: 2, collegeListCount: 5, gpa: 3.5 });
    await until('the profile event of the save', () => profiles.length >= 2);
    expect(profiles.at(-1)?.profile.targetColleges).toBe(5);

    await bus.publish(Subjects.collegesListChanged, listOf(p.id, 0, '2026-11-02T10:00:00.000Z'));
    await until('the list emptied', async () => !(await read(p.id)).targetCollegesFromList);
    expect(await read(p.id)).toEqual({ targetColleges: 2, targetCollegesFromList: false });
    // Without a list the value saved is taken again.
    expect(shown(await service.updateProfile(maya, p.id, { userId: maya.userId, targetColleges: 9 }))).toEqual({ targetColleges: 9, targetCollegesFromList: false });
  });

  it('sorts the staff list by the value shown', async () => {
    const a = await service.createProfile(maya, { userId: maya.userId, targetColleges: 8 });
    const b = await service.createProfile({ ...maya, userId: 'u-b', firstName: 'Bo' }, { userId: 'u-b', targetColleges: 1 });
    await bus.publish(Subjects.collegesListChanged, { ...listOf(b.id, 10, '2026-11-01T10:00:00.000Z'), studentUserId: 'u-b' });
    await until('Bo\'s list', async () => (await read(b.id)).targetCollegesFromList);
    const page = await service.list(counselor, { sort: 'COLLEGES_DESC' });
    expect(page.items.map((s) => s.id)).toEqual([b.id, a.id]);
  });
});
