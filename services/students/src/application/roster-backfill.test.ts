import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { DEMO_STUDENT_PROFILES, DurableLocalBus, createLogger, loadConfig, openSqlite, RecordReads, OutboxEvents } from '@counsel/kit';
import { studentsConfigSchema } from '../config.js';
import { openStudentStore } from '../adapters/open-adapters.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { COLUMNS, rowParams } from '../adapters/sqlite/student-row.js';
import type { StudentProfile } from '../domain/student.js';
import type { StudentStore } from '../ports/student-store.js';
import { seedDemoStudents } from './demo-seed.js';
import { RosterBackfill } from './roster-backfill.js';
import { StudentEvents } from './student-events.js';
import { StudentsService } from './students.service.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');

let n = 0;
function profile(over: Partial<StudentProfile> = {}): StudentProfile {
  n++;
  const now = new Date(Date.UTC(2025, 5, 1, 0, 0, n)).toISOString();
  return {
    id: `s-${n}`, userId: `u-${n}`, firstName: `First${n}`, lastName: 'Before', email: `s${n}@school.org`,
    dateOfBirth: null, siblings: null, gpa: 3.2, satScore: null, actScore: null, classRank: null, grade: '11',
    highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
    internshipsVolunteer: null, leadership: null, targetColleges: 0, schoolId: null, counselorId: null, status: 'active', sourcedId: null,
    rosterOnly: false, collegeListCount: null, createdAt: now, updatedAt: now, ...over,
  };
}

let dir: string;
let store: StudentStore;
let bus: DurableLocalBus;
let events: StudentEvents;
let published: EventPayloads[typeof Subjects.studentsProfileUpserted][];

/**
 * A data directory as a deployment from before the upgrade left it: the schema without the last migration, rows
 * written by that version's code. The store then opens it as the upgraded service does, migrating it.
 */
async function upgradeFrom(preUpgrade: StudentProfile[], courses: Record<string, string[]> = {}) {
  // The schema up to the migration that added roster_announced; without the columns of later migrations.
  const old = openSqlite(dir, 'students', migrations.slice(0, migrations.findIndex((m) => m.includes('ADD COLUMN roster_announced'))));
  const columns = COLUMNS.filter((c) => c !== 'college_list_count');
  const insert = old.prepare(`INSERT INTO students (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  const course = old.prepare(`INSERT INTO student_courses (student_id, position, course_name, level, grade) VALUES (?, ?, ?, 'AP', 'A')`);
  for (const p of preUpgrade) {
    insert.run(rowParams(p));
    (courses[p.id] ?? []).forEach((c, i) => course.run(p.id, i, c));
  }
  old.close();
  store = await openStudentStore(loadConfig(studentsConfigSchema, { DATA_DIR: dir }));
  events = new StudentEvents(new OutboxEvents(store.outbox, bus, log));
}

const ids = () => published.map((e) => e.studentId).sort();

/** The store, except that the process dies (throws) at the given write (the backfill's batches), before it commits. */
function dyingAt(call: number, real: StudentStore): StudentStore {
  let calls = 0;
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'write') {
        return (...args: Parameters<StudentStore['write']>) => {
          if (++calls === call) return Promise.reject(new Error('killed'));
          return target.write(...args);
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'students-backfill-'));
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  published = [];
  await bus.subscribe(Subjects.studentsProfileUpserted, async (e) => { published.push(e.data); }, { durable: 'test-roster' });
});
afterEach(async () => {
  await events?.outbox.close();
  await bus.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('RosterBackfill: announcing pre-upgrade profiles to the roster', () => {
  it('announces every pre-upgrade profile once, with its courses and default school, and nothing on the next start', async () => {
    const before = [profile(), profile(), profile(), profile(), profile()];
    const rosterMade = profile({ rosterOnly: true, sourcedId: 'sis-1', schoolId: 'school-a' });
    await upgradeFrom([...before, rosterMade], { [before[1].id]: ['AP Biology'] });
    // Written after the upgrade: announced by its own event, never again by the backfill.
    const fresh = profile({ lastName: 'After' });
    await store.write((w) => w.profiles.insert(fresh), [events.profileUpserted(fresh, [], [])]);
    events.committed();

    expect(await new RosterBackfill(store, events, log, 2).run()).toBe(5);
    await until('the six announcements', () => published.length >= 6);
    await quietPeriod(150); // no announcement beyond these: nothing to wait for, so room for one to show up
    expect(ids()).toEqual([...before, fresh].map((p) => p.id).sort());
    const second = published.find((e) => e.studentId === before[1].id)!;
    expect(second).toMatchObject({ userId: before[1].userId, schoolId: null, status: 'active', profile: { firstName: before[1].firstName, grade: '11' } });
    expect(second.profile.courses.map((c) => c.courseName)).toEqual(['AP Biology']);
    expect(await store.announcements.unannounced(100)).toEqual([]);

    // The next start (a new task on the same data) finds nothing to announce.
    expect(await new RosterBackfill(store, events, log, 2).run()).toBe(0);
    await quietPeriod(150); // nothing to announce: no condition to wait for, so a pause
    expect(published).toHaveLength(6);
  });

  it('resumes after a crash mid-way: the committed batch is not announced again, the rest is', async () => {
    const before = [profile(), profile(), profile(), profile(), profile()];
    await upgradeFrom(before);

    // The process dies while writing the second batch of two: the first batch committed, the second did not.
    expect(await new RosterBackfill(dyingAt(2, store), events, log, 2).run()).toBe(0);
    await until('the first batch\'s announcements', () => published.length >= 2);
    await quietPeriod(150); // no announcement beyond these: nothing to wait for, so room for one to show up
    expect(ids()).toEqual([before[0].id, before[1].id]);
    expect((await store.announcements.unannounced(100)).map((p) => p.id)).toEqual([before[2].id, before[3].id, before[4].id]);

    expect(await new RosterBackfill(store, events, log, 2).run()).toBe(3);
    await until('the rest\'s announcements', () => published.length >= 5);
    await quietPeriod(150); // no announcement beyond these: nothing to wait for, so room for one to show up
    expect(ids()).toEqual(before.map((p) => p.id).sort());
  });

  it('leaves a profile saved while its batch was in hand to its save\'s event, which stays the last word', async () => {
    const before = [profile(), profile()];
    await upgradeFrom(before);
    let raced = false;
    const racing = new Proxy(store, {
      get(target, prop) {
        if (prop === 'write') {
          return async (...args: Parameters<StudentStore['write']>) => {
            // The student saves a new grade after the backfill read their row, before it writes its (first) batch.
            if (!raced) {
              raced = true;
              const saved = { ...before[0], grade: '12' as const, updatedAt: new Date().toISOString() };
              await target.write((w) => { w.profiles.update(saved); w.announcements.mark(saved.id); }, [events.profileUpserted(saved, [], [])]);
            }
            return target.write(...args);
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });

    expect(await new RosterBackfill(racing, events, log).run()).toBe(1);
    await until('both announcements', () => published.length >= 2);
    await quietPeriod(150); // no announcement beyond these: nothing to wait for, so room for one to show up
    expect(published.filter((e) => e.studentId === before[0].id).map((e) => e.profile.grade)).toEqual(['12']);
    expect(ids()).toEqual([before[0].id, before[1].id]);
  });

  it('does not announce the demo students again after the seed\'s republish announced them', async () => {
    const ref = DEMO_STUDENT_PROFILES[0];
    const demo = profile({ id: ref.id, userId: ref.userId });
    const other = profile();
    await upgradeFrom([demo, other]);
    await seedDemoStudents(store, new StudentsService(store, events, new RecordReads(bus, Subjects.studentsRecordRead, log)), log);

    expect(await new RosterBackfill(store, events, log).run()).toBe(1);
    await until('both announcements', () => published.length >= 2);
    await quietPeriod(150); // no announcement beyond these: nothing to wait for, so room for one to show up
    expect(published.filter((e) => e.studentId === demo.id)).toHaveLength(1);
    expect(published.filter((e) => e.studentId === other.id)).toHaveLength(1);
  });

  it('stops between batches when the service closes, leaving the rest for the next start', async () => {
    const before = [profile(), profile(), profile()];
    await upgradeFrom(before);
    const task = new RosterBackfill(store, events, log, 1);
    const run = task.run();
    await task.stop();
    const announced = await run;
    expect(announced).toBeLessThan(3);
    expect(await store.announcements.unannounced(100)).toHaveLength(3 - announced);
  });
});
