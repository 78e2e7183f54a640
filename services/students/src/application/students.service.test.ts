import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import {
  DurableLocalBus, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError, createLogger, loadConfig, type Principal, RecordReads, OutboxEvents } from '@counsel/kit';
import { studentsConfigSchema } from '../config.js';
import { openStudentStore } from '../adapters/open-adapters.js';
import { COLLEGE_SIZE_STATEMENTS } from '../domain/preference-options.js';
import { RULES } from '../domain/profile-rules.js';
import type { StudentStore } from '../ports/student-store.js';
import { StudentEvents } from './student-events.js';
import { MESSAGES, StudentsService } from './students.service.js';
import { until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const principal = (role: Principal['role'], userId: string, firstName: string | null = null): Principal =>
  ({ userId, email: `${userId}@school.org`, firstName, lastName: 'Lopez', role, sessionId: null });
const maya = principal('student', 'u-maya', 'Maya');
const jordan = principal('student', 'u-jordan', 'Jordan');
const counselor = principal('counselor', 'u-coach');
const admin = principal('admin', 'u-admin');

let store: StudentStore;
let bus: DurableLocalBus;
let events: StudentEvents;
let service: StudentsService;
let profiles: EventPayloads[typeof Subjects.studentsProfileUpserted][];
let preferences: EventPayloads[typeof Subjects.studentsPreferencesSaved][];

beforeEach(async () => {
  // The real SQLite store, in memory; the durable bus, in memory.
  store = await openStudentStore(loadConfig(studentsConfigSchema, { DATA_DIR: ':memory:' }));
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new StudentEvents(new OutboxEvents(store.outbox, bus, log));
  service = new StudentsService(store, events, new RecordReads(bus, Subjects.studentsRecordRead, log));
  profiles = [];
  preferences = [];
  await bus.subscribe(Subjects.studentsProfileUpserted, async (e) => { profiles.push(e.data); }, { durable: 'test-profiles' });
  await bus.subscribe(Subjects.studentsPreferencesSaved, async (e) => { preferences.push(e.data); }, { durable: 'test-preferences' });
});
afterEach(async () => {
  await events.outbox.close();
  await bus.close();
  await store.close();
});

const create = (who: Principal, fields: Record<string, unknown> = {}) => service.createProfile(who, { userId: who.userId, ...fields });

describe('StudentsService: profiles', () => {
  it('creates a student\'s own profile with the name and email of the token, and announces it', async () => {
    const p = await create(maya, { gpa: '3.85', satScore: 1400, grade: 11, targetColleges: '' });
    expect(p).toMatchObject({ userId: 'u-maya', firstName: 'Maya', email: 'u-maya@school.org', gpa: 3.85, satScore: 1400, grade: '11', targetColleges: 0 });
    expect(await service.myStudent(maya)).toMatchObject({ id: p.id });
    await until('the profile event', () => profiles.length > 0);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ studentId: p.id, userId: 'u-maya', profile: { gpa: 3.85, courses: [], activities: [] } });
    expect(profiles[0].profile).not.toHaveProperty('createdAt');
  });

  it.each([
    ['nobody', null, UnauthenticatedError, undefined],
    ['a counselor', counselor, ForbiddenError, MESSAGES.staffReadOnly],
    ['an admin', admin, ForbiddenError, MESSAGES.staffReadOnly],
  ] as const)('refuses a profile written by %s', async (_who, who, error, message) => {
    const err = await service.createProfile(who, { userId: 'u-maya' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(error);
    if (message) expect((err as Error).message).toBe(message);
    expect(await store.profiles.count()).toBe(0);
  });

  it('refuses a profile for someone else, or without a user id, before looking at the fields', async () => {
    await expect(service.createProfile(maya, { userId: 'u-jordan' })).rejects.toThrow(new ForbiddenError(MESSAGES.ownProfileOnly));
    await expect(service.createProfile(maya, { gpa: 'not a number' })).rejects.toThrow(new ValidationError(MESSAGES.userNotFound));
    expect(await store.profiles.count()).toBe(0);
  });

  it.each([
    [{ gpa: 4.5 }, RULES.gpa],
    [{ gpa: 3.855 }, RULES.gpa],
    [{ satScore: 1601 }, RULES.sat],
    [{ actScore: 0 }, RULES.act],
    [{ grade: 8 }, RULES.grade],
    [{ targetColleges: -1 }, RULES.targetColleges],
  ])('validates %j with the spec message and saves nothing', async (fields, message) => {
    await expect(create(maya, fields)).rejects.toThrow(new ValidationError(message));
    expect(await store.profiles.count()).toBe(0);
  });

  it('lets the owner and staff read a profile, and nobody else', async () => {
    const p = await create(maya);
    expect((await service.student(maya, p.id)).id).toBe(p.id);
    expect((await service.student(counselor, p.id)).id).toBe(p.id);
    await expect(service.student(jordan, p.id)).rejects.toThrow(new ForbiddenError(MESSAGES.notYours));
    await expect(service.student(counselor, 'no-such-id')).rejects.toThrow(new NotFoundError(MESSAGES.studentNotFound));
    // Entity references from other subgraphs answer null rather than an error.
    expect(await service.reference(jordan, p.id)).toBeNull();
    expect(await service.reference(null, p.id)).toBeNull();
    expect((await service.reference(admin, p.id))?.id).toBe(p.id);
  });

  it('updates only the owner\'s profile and announces the new state', async () => {
    const p = await create(maya, { gpa: 3.1 });
    await expect(service.updateProfile(jordan, p.id, { userId: 'u-jordan', gpa: 4 })).rejects.toThrow(new ForbiddenError(MESSAGES.notYours));
    await expect(service.updateProfile(maya, 'no-such-id', { userId: 'u-maya' })).rejects.toThrow(new NotFoundError(MESSAGES.profileNotFound));
    const saved = await service.updateProfile(maya, p.id, { userId: 'u-maya', gpa: 3.6, highSchoolName: 'Lincoln High' });
    expect(saved).toMatchObject({ id: p.id, gpa: 3.6, highSchoolName: 'Lincoln High', createdAt: p.createdAt });
    await until('the updated profile event', () => profiles.length >= 2);
    expect(profiles.map((e) => e.profile.gpa)).toEqual([3.1, 3.6]);
  });
});

describe('StudentsService: courses, activities and preferences', () => {
  it('replaces the courses, validates them, and sends the profile with its courses again', async () => {
    const p = await create(maya);
    await expect(service.saveCourses(maya, p.id, [{ courseName: 'Calculus', level: 'College' }])).rejects.toThrow(new ValidationError(RULES.courseLevel));
    await expect(service.saveCourses(jordan, p.id, [])).rejects.toThrow(new ForbiddenError(MESSAGES.notYours));
    const courses = await service.saveCourses(maya, p.id, [{ courseName: ' Calculus ', level: 'AP', grade: 'A' }]);
    expect(courses).toEqual([{ courseName: 'Calculus', level: 'AP', grade: 'A' }]);
    expect(await service.courses(counselor, p)).toEqual(courses);
    await service.saveActivities(maya, p.id, [{ name: 'Debate', role: 'Captain', years: '2', hoursPerWeek: 5 }]);
    await until('the profile event with its courses', () => profiles.length >= 3);
    expect(profiles[2].profile.courses).toEqual(courses);
    expect(profiles[2].profile.activities).toEqual([{ name: 'Debate', role: 'Captain', years: 2, hoursPerWeek: 5 }]);
  });

  it('saves preferences as statement texts, refuses a mismatched student id, and announces them', async () => {
    const p = await create(maya);
    const [first] = COLLEGE_SIZE_STATEMENTS;
    await expect(service.savePreferences(maya, p.id, { studentId: 'other' })).rejects.toThrow(new ValidationError(MESSAGES.studentIdMismatch));
    await expect(service.savePreferences(maya, p.id, { overallFeeling: 'Bored' })).rejects.toThrow(/Overall feeling must be one of/);
    await expect(service.savePreferences(counselor, p.id, {})).rejects.toThrow(new ForbiddenError(MESSAGES.staffReadOnly));
    await service.savePreferences(maya, p.id, { overallFeeling: 'Excited', collegeSizePreferences: [first.id] });
    expect(await service.preferences(maya, p)).toMatchObject({ overallFeeling: 'Excited', collegeSizePreferences: [first.text] });
    await expect(service.preferences(jordan, p)).rejects.toThrow(new ForbiddenError(MESSAGES.notYours));
    await until('the preferences event', () => preferences.length > 0);
    expect(preferences).toHaveLength(1);
    expect(preferences[0]).toMatchObject({ studentId: p.id, userId: 'u-maya', preferences: { overallFeeling: 'Excited', collegeSizePreferences: [first.text] } });
  });
});

describe('StudentsService: the staff list', () => {
  it('lists and counts for staff only, with validated sort and paging', async () => {
    await create(maya, { targetColleges: 3 });
    await create(jordan);
    await expect(service.list(maya, {})).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.stats(null)).rejects.toBeInstanceOf(UnauthenticatedError);
    const page = await service.list(counselor, { q: 'jordan' });
    expect(page.items.map((s) => s.userId)).toEqual(['u-jordan']);
    expect(await service.stats(admin)).toEqual({ totalStudents: 2, activeApplications: 1 });
    await expect(service.list(counselor, { sort: 'SHOE_SIZE' })).rejects.toThrow(/^sort must be one of /);
    await expect(service.list(counselor, { limit: 1001 })).rejects.toThrow(new ValidationError('limit must be a whole number from 1 to 1000'));
  });
});
