import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Subjects, type EventEnvelope, type ProfileUpserted } from '@counsel/proto-events';
import { DurableLocalBus, createLogger, loadConfig, openSqlite, OutboxEvents } from '@counsel/kit';
import { studentsConfigSchema } from '../config.js';
import { openStudentStore } from '../adapters/open-adapters.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { COLUMNS, rowParams } from '../adapters/sqlite/student-row.js';
import type { StudentProfile } from '../domain/student.js';
import type { StudentStore } from '../ports/student-store.js';
import { PROFILES_REPUBLISHED, ProfileRepublish } from './profile-republish.js';
import { StudentEvents } from './student-events.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');

let n = 0;
function profile(over: Partial<StudentProfile> = {}): StudentProfile {
  n++;
  const at = new Date(Date.UTC(2025, 5, 1, 0, 0, n)).toISOString();
  return {
    id: `s-${String(n).padStart(3, '0')}`, userId: `u-${n}`, firstName: `Zoë${n}`, lastName: 'Ñúñez', email: `s${n}@school.org`,
    dateOfBirth: null, siblings: null, gpa: 3.5, satScore: 1300, actScore: null, classRank: null, grade: '11',
    highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
    internshipsVolunteer: null, leadership: null, targetColleges: 0, schoolId: 'school-a', counselorId: null, status: 'active', sourcedId: null,
    rosterOnly: false, collegeListCount: null, createdAt: at, updatedAt: at, ...over,
  };
}

let dir: string;
let store: StudentStore;
let bus: DurableLocalBus;
let events: StudentEvents;
let published: EventEnvelope<ProfileUpserted>[];

/** The service opening its data folder (a start): the store, migrated, and its outbox's relay. */
async function open() {
  store = await openStudentStore(loadConfig(studentsConfigSchema, { DATA_DIR: dir }));
  events = new StudentEvents(new OutboxEvents(store.outbox, bus, log));
}

async function restart() {
  await events.outbox.close();
  await store.close();
  await open();
}

/**
 * A data folder as the version before this publication left it (the schema without its mark's table, rows that
 * version wrote, their events long gone from the bus); then the upgraded service opens it.
 */
async function upgradeFrom(preUpgrade: StudentProfile[], courses: Record<string, string[]> = {}) {
  const old = openSqlite(dir, 'students', migrations.slice(0, migrations.findIndex((m) => m.includes('CREATE TABLE backfills'))));
  const insert = old.prepare(`INSERT INTO students (${COLUMNS.join(', ')}, roster_announced) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')}, 1)`);
  const course = old.prepare(`INSERT INTO student_courses (student_id, position, course_name, level, grade) VALUES (?, ?, ?, 'AP', 'A')`);
  for (const p of preUpgrade) {
    insert.run(rowParams(p));
    (courses[p.id] ?? []).forEach((c, i) => course.run(p.id, i, c));
  }
  old.close();
  await open();
}

const ids = () => published.map((e) => e.data.studentId).sort();
const idsOf = (ps: StudentProfile[]) => ps.map((p) => p.id).sort();

/** The store, except that the process dies (throws) at the given write (the publication's batches), before it commits. */
function dyingAt(call: number, real: StudentStore): StudentStore {
  let calls = 0;
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'write') {
        return (...args: Parameters<StudentStore['write']>) => (++calls === call ? Promise.reject(new Error('killed')) : target.write(...args));
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'students-republish-'));
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  published = [];
  await bus.subscribe(Subjects.studentsProfileUpserted, async (e) => { published.push(e); }, { durable: 'test-colleges' });
});
afterEach(async () => {
  await events?.outbox.close();
  await bus.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ProfileRepublish: every profile published again once, for the facts read models came to keep', () => {
  it('publishes every published record once, as a save would, dated its last save; a restart sends nothing', async () => {
    const saved = [profile(), profile(), profile(), profile(), profile({ gpa: null })];
    const imported = profile({ rosterOnly: true, sourcedId: 'sis-1', gpa: null });
    const waiting = profile({ rosterOnly: true, gpa: null }); // the roster's, until the student's first save: never published
    await upgradeFrom([...saved, imported, waiting], { [saved[1].id]: ['AP Biology'] });
    expect(await store.backfills.progress(PROFILES_REPUBLISHED)).toEqual({ done: false, after: null });

    expect(await new ProfileRepublish(store, events, log, 2).run()).toBe(6);
    await until('the six profiles', () => published.length >= 6);
    await quietPeriod(150); // no event beyond these: nothing to wait for, so room for one to show up
    expect(ids()).toEqual(idsOf([...saved, imported]));
    const second = published.find((e) => e.data.studentId === saved[1].id)!;
    const courses = await store.courses.ofStudent(saved[1].id);
    expect(courses.map((c) => c.courseName)).toEqual(['AP Biology']);
    // The payload a save of this profile publishes, GPA included; the time is the profile's last save.
    expect(second.data).toEqual(events.profileUpserted(saved[1], courses, []).data);
    expect(second.data.profile.gpa).toBe(saved[1].gpa);
    expect(second.time).toBe(saved[1].updatedAt);
    expect(await store.backfills.progress(PROFILES_REPUBLISHED)).toEqual({ done: true });

    // The next start, on the same data folder: the mark is there, nothing goes out.
    await restart();
    expect(await new ProfileRepublish(store, events, log, 2).run()).toBe(0);
    await quietPeriod(150); // nothing to publish: no condition to wait for, so a pause
    expect(published).toHaveLength(6);
  });

  it('marks an empty data folder done without an event', async () => {
    await upgradeFrom([]);
    expect(await new ProfileRepublish(store, events, log).run()).toBe(0);
    expect(await store.backfills.progress(PROFILES_REPUBLISHED)).toEqual({ done: true });
    expect(await store.outbox.pendingEvents(10)).toEqual([]);
  });

  it('leaves out a record an older version stored that its event refuses, and goes on past it', async () => {
    const weighted = profile({ gpa: 4.7 }); // above the event's 4.0
    const fine = profile();
    await upgradeFrom([weighted, fine]);
    expect(await new ProfileRepublish(store, events, log).run()).toBe(1);
    await until('the other profile', () => published.length >= 1);
    await quietPeriod(150); // no event beyond this one: nothing to wait for, so room for one to show up
    expect(ids()).toEqual([fine.id]);
    expect(await store.backfills.progress(PROFILES_REPUBLISHED)).toEqual({ done: true });
  });

  it('resumes after a crash mid-way: the committed batch is not sent again, the rest is', async () => {
    const before = [profile(), profile(), profile(), profile(), profile()];
    await upgradeFrom(before);

    // The process dies while writing the second batch of two: the first batch committed, the second did not.
    expect(await new ProfileRepublish(dyingAt(2, store), events, log, 2).run()).toBe(0);
    await until('the first batch', () => published.length >= 2);
    await quietPeriod(150); // no event beyond these: nothing to wait for, so room for one to show up
    expect(ids()).toEqual(idsOf(before.slice(0, 2)));
    expect(await store.backfills.progress(PROFILES_REPUBLISHED)).toEqual({ done: false, after: before[1].id });

    await restart();
    expect(await new ProfileRepublish(store, events, log, 2).run()).toBe(3);
    await until('the rest', () => published.length >= 5);
    await quietPeriod(150); // no event beyond these: nothing to wait for, so room for one to show up
    expect(ids()).toEqual(idsOf(before));
  });

  it('leaves no older profile after a save made while its batch was in hand: the batch is read again', async () => {
    const before = [profile(), profile()];
    await upgradeFrom(before);
    let raced = false;
    const racing = new Proxy(store, {
      get(target, prop) {
        if (prop === 'write') {
          return async (...args: Parameters<StudentStore['write']>) => {
            // The student saves a new GPA after the publication read their row, before it writes its batch.
            if (!raced) {
              raced = true;
              const next = { ...before[0], gpa: 3.95, updatedAt: new Date().toISOString() };
              await target.write((w) => { w.profiles.update(next); w.announcements.mark(next.id); }, [events.profileUpserted(next, [], [])]);
            }
            return target.write(...args);
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });

    expect(await new ProfileRepublish(racing, events, log).run()).toBe(2);
    await until('the save and both profiles', () => published.length >= 3);
    await quietPeriod(150); // no event beyond these: nothing to wait for, so room for one to show up
    expect(published.filter((e) => e.data.studentId === before[0].id).map((e) => e.data.profile.gpa)).toEqual([3.95, 3.95]);
    expect(published.filter((e) => e.data.studentId === before[1].id)).toHaveLength(1);
  });

  it('stops between batches when the service closes, leaving the rest for the next start', async () => {
    const before = [profile(), profile(), profile()];
    await upgradeFrom(before);
    const task = new ProfileRepublish(store, events, log, 1);
    const run = task.run();
    await task.stop();
    const sent = await run;
    expect(sent).toBeLessThan(3);
    const progress = await store.backfills.progress(PROFILES_REPUBLISHED);
    expect(progress).toEqual({ done: false, after: sent ? before[sent - 1].id : null });

    await restart();
    expect(await new ProfileRepublish(store, events, log, 1).run()).toBe(3 - sent);
    await until('all three', () => published.length >= 3);
    expect(ids()).toEqual(idsOf(before));
  });
});
