import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EnrollmentChanged, type EventPayloads } from '@counsel/proto-events';
import {
  DEFAULT_SCHOOL_ID, DurableLocalBus, ForbiddenError, NotFoundError, ValidationError, createLogger, loadConfig, type Principal, RecordReads, OutboxEvents } from '@counsel/kit';
import { studentsConfigSchema } from '../config.js';
import { openStudentStore } from '../adapters/open-adapters.js';
import type { StudentStore } from '../ports/student-store.js';
import { enrollmentHandler } from './enrollment-events.js';
import { EnrollmentsService } from './enrollments.service.js';
import { StudentEvents } from './student-events.js';
import { SCOPE_MESSAGES } from './student-scope.js';
import { MESSAGES, StudentsService } from './students.service.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const who = (role: Principal['role'], userId: string, schoolIds?: string[]): Principal =>
  ({ userId, email: `${userId}@school.org`, firstName: null, lastName: null, role, sessionId: null, schoolIds });
const admin = who('admin', 'u-admin');
const counselorA = who('counselor', 'c-a', ['school-a']);
const counselorB = who('counselor', 'c-b', ['school-b']);
const counselorAB = who('counselor', 'c-ab', ['school-a', 'school-b']);
/** A counselor whose token has no schools claim: the one-school deployment of the spec. */
const counselorDefault = who('counselor', 'c-default');

const enrollment = (over: Partial<EnrollmentChanged> = {}): EnrollmentChanged => ({
  studentUserId: 'u-imported', schoolId: 'school-a', grade: '10', status: 'active', counselorUserId: 'c-a',
  firstName: 'Ima', lastName: 'Ported', email: 'ima@district.org', sourcedId: 'sis-1', ...over,
});

let store: StudentStore;
let bus: DurableLocalBus;
let events: StudentEvents;
let students: StudentsService;
let enrollments: EnrollmentsService;
let profiles: EventPayloads[typeof Subjects.studentsProfileUpserted][];

beforeEach(async () => {
  store = await openStudentStore(loadConfig(studentsConfigSchema, { DATA_DIR: ':memory:' }));
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new StudentEvents(new OutboxEvents(store.outbox, bus, log));
  students = new StudentsService(store, events, new RecordReads(bus, Subjects.studentsRecordRead, log));
  enrollments = new EnrollmentsService(store, events);
  profiles = [];
  await bus.subscribe(Subjects.studentsProfileUpserted, async (e) => { profiles.push(e.data); }, { durable: 'test-profiles' });
});
afterEach(async () => {
  await events.outbox.close();
  await bus.close();
  await store.close();
});

describe('EnrollmentsService: the roster\'s enrollments', () => {
  it('makes a bare record for a student it has not seen, listed at once, and announces it with the school', async () => {
    const s = await enrollments.apply(enrollment());
    expect(s).toMatchObject({
      userId: 'u-imported', firstName: 'Ima', lastName: 'Ported', email: 'ima@district.org', grade: '10',
      schoolId: 'school-a', counselorId: 'c-a', status: 'active', sourcedId: 'sis-1', gpa: null, targetColleges: 0,
    });
    expect((await students.list(counselorA, { scope: 'CASELOAD' })).items.map((x) => x.userId)).toEqual(['u-imported']);
    await until('the profile event', () => profiles.length > 0);
    expect(profiles[0]).toMatchObject({ studentId: s.id, userId: 'u-imported', schoolId: 'school-a', status: 'active', profile: { grade: '10' } });
  });

  it('is idempotent: the same enrollment again writes and announces nothing', async () => {
    const first = await enrollments.apply(enrollment());
    await until('the profile event', () => profiles.length > 0);
    const again = await enrollments.apply(enrollment());
    expect(again).toEqual(first);
    expect(await store.profiles.count()).toBe(1);
    await quietPeriod(100); // the same enrollment announces nothing: no condition to wait for, so a pause
    expect(profiles).toHaveLength(1);
  });

  it('moves a known student (school, counselor, status, names) and keeps what the student saved', async () => {
    const maya = who('student', 'u-maya');
    const own = await students.createProfile(maya, { userId: 'u-maya', gpa: 3.7, grade: 11 });
    expect(own).toMatchObject({ schoolId: null, status: 'active' });
    const moved = await enrollments.apply(enrollment({ studentUserId: 'u-maya', schoolId: 'school-b', counselorUserId: 'c-b', grade: null, firstName: null, lastName: 'Chen', email: null, sourcedId: null }));
    expect(moved).toMatchObject({ id: own.id, gpa: 3.7, grade: '11', schoolId: 'school-b', counselorId: 'c-b', lastName: 'Chen', email: 'u-maya@school.org' });
    await until('the moved student\'s profile event', () => profiles.length >= 2);
    expect(profiles[1]).toMatchObject({ studentId: own.id, schoolId: 'school-b', status: 'active', profile: { gpa: 3.7, lastName: 'Chen' } });
    // The student's next save keeps the roster's school.
    const saved = await students.updateProfile(maya, own.id, { userId: 'u-maya', gpa: 3.8 });
    expect(saved).toMatchObject({ schoolId: 'school-b', counselorId: 'c-b' });
  });

  it('lets the student\'s first save fill in the roster\'s record: myStudent has none before, createProfile keeps the record', async () => {
    const ima = who('student', 'u-imported');
    const bare = await enrollments.apply(enrollment());
    expect(await students.myStudent(ima)).toBeNull();
    const own = await students.createProfile(ima, { userId: 'u-imported', gpa: 3.2 });
    expect(own).toMatchObject({ id: bare.id, createdAt: bare.createdAt, gpa: 3.2, grade: '10', schoolId: 'school-a', counselorId: 'c-a', rosterOnly: false });
    expect((await students.myStudent(ima))?.id).toBe(bare.id);
    await expect(students.createProfile(ima, { userId: 'u-imported' })).rejects.toThrow(/already exists/);
  });

  it('lists and announces a self-registered student (no source id) only once they save a profile, as the spec reads', async () => {
    await enrollments.apply(enrollment({ studentUserId: 'u-self', sourcedId: null, schoolId: 'school-a' }));
    await enrollments.apply(enrollment({ studentUserId: 'u-self', sourcedId: null, schoolId: 'school-b' }));
    expect((await students.list(counselorB, {})).total).toBe(0);
    await quietPeriod(100); // nothing is announced before a save: no condition to wait for, so a pause
    expect(profiles).toEqual([]);
    const own = await students.createProfile(who('student', 'u-self'), { userId: 'u-self', gpa: 3.1 });
    expect((await students.list(counselorB, {})).items.map((s) => s.userId)).toEqual(['u-self']);
    await until('the profile event of the first save', () => profiles.length > 0);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ studentId: own.id, schoolId: 'school-b', profile: { gpa: 3.1 } });
  });

  it('applies enrollments delivered by the bus (the durable consumer)', async () => {
    const sub = await enrollmentHandler(enrollments).subscribe(bus);
    await bus.publish(Subjects.rosterEnrollmentChanged, enrollment({ studentUserId: 'u-bus' }));
    await until('the bus-delivered student\'s profile event', () => profiles.some((p) => p.userId === 'u-bus'));
    expect(await store.profiles.byUserId('u-bus')).toMatchObject({ schoolId: 'school-a', counselorId: 'c-a' });
    await sub.stop();
  });

  it('makes alumni read-only for the student and takes them out of the default lists', async () => {
    const maya = who('student', 'u-maya');
    const own = await students.createProfile(maya, { userId: 'u-maya' });
    await enrollments.apply(enrollment({ studentUserId: 'u-maya', status: 'alumni' }));
    await expect(students.updateProfile(maya, own.id, { userId: 'u-maya', gpa: 3 })).rejects.toThrow(new ForbiddenError(MESSAGES.alumniReadOnly));
    await expect(students.saveCourses(maya, own.id, [])).rejects.toThrow(new ForbiddenError(MESSAGES.alumniReadOnly));
    await expect(students.savePreferences(maya, own.id, {})).rejects.toThrow(new ForbiddenError(MESSAGES.alumniReadOnly));
    expect((await students.student(maya, own.id)).status).toBe('alumni');
    expect((await students.list(counselorA, {})).total).toBe(0);
    expect((await students.list(counselorA, { includeInactive: true })).items.map((s) => s.id)).toEqual([own.id]);
    expect(await students.stats(counselorA)).toEqual({ totalStudents: 0, activeApplications: 0 });
  });
});

describe('StudentsService: who may see whom across schools', () => {
  let ids: Record<string, string>;
  beforeEach(async () => {
    const a1 = await enrollments.apply(enrollment({ studentUserId: 'u-a1', lastName: 'Able', counselorUserId: 'c-a' }));
    const a2 = await enrollments.apply(enrollment({ studentUserId: 'u-a2', lastName: 'Baker', counselorUserId: null }));
    const b1 = await enrollments.apply(enrollment({ studentUserId: 'u-b1', lastName: 'Cole', schoolId: 'school-b', counselorUserId: 'c-b' }));
    const own = await students.createProfile(who('student', 'u-self'), { userId: 'u-self', targetColleges: 2 });
    ids = { a1: a1.id, a2: a2.id, b1: b1.id, self: own.id };
  });
  const userIds = async (p: Principal, args: Parameters<StudentsService['list']>[1] = {}) =>
    (await students.list(p, args)).items.map((s) => s.userId).sort();

  it('shows a counselor only the students of their schools; another school\'s student does not exist for them', async () => {
    const b1 = (await store.profiles.byId(ids.b1))!;
    expect((await students.student(counselorB, ids.b1)).id).toBe(ids.b1);
    await expect(students.student(counselorA, ids.b1)).rejects.toThrow(new NotFoundError(MESSAGES.studentNotFound));
    await expect(students.courses(counselorA, b1)).rejects.toThrow(new NotFoundError(MESSAGES.studentNotFound));
    await expect(students.activities(counselorA, b1)).rejects.toThrow(new NotFoundError(MESSAGES.studentNotFound));
    await expect(students.preferences(counselorA, b1)).rejects.toThrow(new NotFoundError(MESSAGES.studentNotFound));
    expect(await students.reference(counselorA, ids.b1)).toBeNull();
    expect((await students.reference(counselorB, ids.b1))?.id).toBe(ids.b1);
    expect((await students.student(admin, ids.b1)).id).toBe(ids.b1);
    // A self-registered student (no school) is in the default school: not visible to school A's counselor.
    await expect(students.student(counselorA, ids.self)).rejects.toThrow(new NotFoundError(MESSAGES.studentNotFound));
  });

  it('scopes the list: caseload, school, all; admins see the district', async () => {
    expect(await userIds(counselorA)).toEqual(['u-a1', 'u-a2']);
    expect(await userIds(counselorA, { scope: 'CASELOAD' })).toEqual(['u-a1']);
    expect(await userIds(counselorA, { scope: 'SCHOOL' })).toEqual(['u-a1', 'u-a2']);
    expect(await userIds(counselorB, { scope: 'ALL' })).toEqual(['u-b1']);
    expect(await userIds(counselorAB)).toEqual(['u-a1', 'u-a2', 'u-b1']);
    expect(await userIds(counselorAB, { scope: 'SCHOOL', schoolId: 'school-b' })).toEqual(['u-b1']);
    expect(await userIds(admin)).toEqual(['u-a1', 'u-a2', 'u-b1', 'u-self']);
    expect(await userIds(admin, { scope: 'CASELOAD' })).toEqual(['u-a1', 'u-a2', 'u-b1', 'u-self']);
    expect(await userIds(admin, { schoolId: DEFAULT_SCHOOL_ID })).toEqual(['u-self']);
    expect(await userIds(counselorA, { q: 'cole' })).toEqual([]);
  });

  it('refuses a school the counselor is not assigned to, and an unknown scope', async () => {
    await expect(students.list(counselorA, { schoolId: 'school-b' })).rejects.toThrow(new ForbiddenError(SCOPE_MESSAGES.school));
    await expect(students.stats(counselorA, { schoolId: 'school-b' })).rejects.toThrow(new ForbiddenError(SCOPE_MESSAGES.school));
    await expect(students.list(counselorA, { scope: 'DISTRICT' })).rejects.toThrow(new ValidationError(SCOPE_MESSAGES.scope));
  });

  it('counts the dashboard figures over the same scope', async () => {
    expect(await students.stats(counselorA)).toEqual({ totalStudents: 2, activeApplications: 0 });
    expect(await students.stats(counselorA, { scope: 'CASELOAD' })).toEqual({ totalStudents: 1, activeApplications: 0 });
    expect(await students.stats(admin)).toEqual({ totalStudents: 4, activeApplications: 1 });
    expect(await students.stats(admin, { schoolId: 'school-b' })).toEqual({ totalStudents: 1, activeApplications: 0 });
  });

  it('keeps a one-school deployment as the spec reads: a counselor without a schools claim sees every student of the default school', async () => {
    expect(await userIds(counselorDefault)).toEqual(['u-self']);
    expect((await students.student(counselorDefault, ids.self)).id).toBe(ids.self);
    await expect(students.student(counselorDefault, ids.a1)).rejects.toThrow(new NotFoundError(MESSAGES.studentNotFound));
  });
});
