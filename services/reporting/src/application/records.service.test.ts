import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, UnauthenticatedError } from '@counsel/kit';
import { Subjects, type EventEnvelope, type EventPayloads, type RecordErased } from '@counsel/proto-events';
import { eventually, until } from '../../../kit/test/support/eventually.js';
import { makeDistrict, type District, type TStudent } from '../../test/support/district.js';
import { REPORT_NAMES } from '../domain/reports.js';
import { asRecord, direct } from '../../test/support/direct-counts.js';
import { admin, priya, principal, testReporting, type TestReporting } from '../../test/support/test-reporting.js';

const DISTRICT_WIDE = { schools: 'all' as const, classYear: null };
let t: TestReporting;
let d: District;
/** An active student of school A with applications, letters or meetings: one the read model holds much about. */
let maya: TStudent;

beforeEach(async () => {
  t = await testReporting();
  d = makeDistrict(11, 30);
  await t.bus.publishBatch(d.events.map((e) => ({ subject: e.subject, data: e.data, opts: e.id ? { id: e.id } : undefined })));
  maya = [...d.students.values()].find((s) => s.status === 'active' && (d.apps.get(s.studentId)?.length ?? 0) > 1
    && [...d.meetings.values()].some((m) => m.studentId === s.studentId && !m.cancelled))!;
  // Every source caught up: every figure and the student's facts as the district's final state has them.
  await eventually(async () => {
    for (const name of REPORT_NAMES) expect(asRecord((await t.reports.report(admin, { name })).rows)).toEqual(direct(d, name, DISTRICT_WIDE));
    expect(await t.records.exportPart(admin, { studentId: maya.studentId, studentUserId: maya.userId })).toEqual(expectedPart(maya));
  }, { timeoutMs: 20_000 });
}, 30_000);
afterEach(async () => { await t.close(); });

/** The student's part, counted straight from the district's final state. */
function expectedPart(s: TStudent) {
  const tasks = [...d.tasks.values()].filter((x) => x.done.has(s.studentId));
  return {
    service: 'reporting',
    items: {
      school: { id: s.schoolId, name: d.schoolNames.get(s.schoolId) },
      classYear: s.classYear, enrollmentStatus: 'active',
      applicationStatuses: d.apps.get(s.studentId)!.map((a) => ({ college: a.collegeName, status: a.status, deadline: a.deadline })),
      planTrack: d.plans.get(s.studentId) ?? null,
      counts: {
        tasksAssigned: tasks.length, tasksDone: tasks.filter((x) => x.done.get(s.studentId)).length,
        meetingsScheduled: [...d.meetings.values()].filter((m) => m.studentId === s.studentId && !m.cancelled).length,
        letterRequests: [...d.letters.values()].filter((l) => l.studentId === s.studentId).length,
        signIns: d.signIns.filter((x) => x.userId === s.userId).length,
      },
    },
  };
}

const deletion = (s: TStudent, deletionId = 'del-1') => ({ deletionId, studentId: s.studentId, studentUserId: s.userId, reason: 'request' as const, requestedBy: 'u-admin' });

describe('the student\'s part of their record', () => {
  it('exports what the dashboards hold on the student, in plain labelled facts, to the student and admins only', async () => {
    const me = principal(maya.userId, 'student');
    const part = await t.records.exportPart(me, { studentId: maya.studentId, studentUserId: maya.userId });
    expect(part).toEqual(expectedPart(maya));
    expect(part.items).toMatchObject({ school: { name: expect.any(String) }, applicationStatuses: expect.arrayContaining([expect.objectContaining({ college: expect.any(String) })]) });
    expect((await t.records.exportPart(admin, { studentId: maya.studentId, studentUserId: maya.userId })).items).toEqual(part.items);
    await expect(t.records.exportPart(priya, { studentId: maya.studentId, studentUserId: maya.userId })).rejects.toThrow(ForbiddenError);
    await expect(t.records.exportPart(principal('u-someone', 'student'), { studentId: maya.studentId, studentUserId: maya.userId })).rejects.toThrow(ForbiddenError);
    await expect(t.records.exportPart(null, { studentId: maya.studentId, studentUserId: maya.userId })).rejects.toThrow(UnauthenticatedError);
    // A student id with another account's id (the records service's request names both) exports nothing.
    expect((await t.records.exportPart(admin, { studentId: maya.studentId, studentUserId: 'u-other' })).items).toEqual({});
  });

  it('on a deletion erases the student, confirms what went, and confirms the same counts when the request comes again', async () => {
    const erased = await t.bus.record(Subjects.reportingRecordErased) as EventEnvelope<RecordErased>[];
    await t.bus.publish(Subjects.recordsDeletionRequested, deletion(maya));
    await until('the confirmation', async () => erased[0]);
    const apps = d.apps.get(maya.studentId)!.length;
    const meetings = [...d.meetings.values()].filter((m) => m.studentId === maya.studentId).length;
    expect(erased.map((e) => e.data)).toEqual([{
      deletionId: 'del-1', studentId: maya.studentId,
      removed: expect.arrayContaining([
        { item: 'dashboard student record', count: 1 }, { item: 'application statuses', count: apps }, { item: 'meetings', count: meetings },
        { item: 'sign-ins', count: d.signIns.filter((x) => x.userId === maya.userId).length },
      ]),
    }]);
    expect(await t.store.model.studentRecord(maya.studentId)).toBeNull();
    expect((await t.records.exportPart(admin, { studentId: maya.studentId, studentUserId: maya.userId })).items).toEqual({});
    // The tombstone is the kit's erasure ledger, and nothing else of the student's is left in the read model.
    expect(t.db.prepare('SELECT student_id, student_user_id FROM erasures').all()).toEqual([{ student_id: maya.studentId, student_user_id: maya.userId }]);
    const tables = (t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('erasures', 'outbox') AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
    const rows = tables.map((name) => JSON.stringify(t.db.prepare(`SELECT * FROM ${name}`).all())).join('\n');
    for (const id of [maya.studentId, maya.userId]) expect(rows).not.toContain(`"${id}"`);

    await t.bus.publish(Subjects.recordsDeletionRequested, deletion(maya));
    await until('the second confirmation', async () => erased[1]);
    expect(erased[1].data).toEqual(erased[0].data);
  });

  it('drops a late event about an erased student: a profile, a list, a sign-in bring nothing back', async () => {
    const erased = await t.bus.record(Subjects.reportingRecordErased);
    await t.bus.publish(Subjects.recordsDeletionRequested, deletion(maya));
    await until('the confirmation', async () => erased[0]);
    const sources = ['students', 'lists', 'signins'];
    const handled = await Promise.all(sources.map((x) => t.store.model.updatedAt([x])));
    const last = (s: TStudent, subject: keyof EventPayloads) => d.events.filter((e) => e.subject === subject && 'studentId' in e.data && e.data.studentId === s.studentId).at(-1)!;
    await t.bus.publish(Subjects.studentsProfileUpserted, last(maya, Subjects.studentsProfileUpserted).data as never);
    await t.bus.publish(Subjects.collegesListChanged, { studentId: maya.studentId, studentUserId: maya.userId, applications: [], updatedAt: '2026-11-20T00:00:00.000Z' });
    await t.bus.publish(Subjects.identitySessionStarted, { userId: maya.userId, role: 'student', at: '2026-11-19T10:00:00.000Z' }, { id: 'late-sign-in' });
    // Then another student's same facts again (changing no count) and a counselor's sign-in: once handled, so were the late ones.
    const other = [...d.students.values()].find((s) => s.status === 'active' && s.studentId !== maya.studentId && d.apps.get(s.studentId)?.length)!;
    await t.bus.publish(Subjects.studentsProfileUpserted, last(other, Subjects.studentsProfileUpserted).data as never);
    await t.bus.publish(Subjects.collegesListChanged, last(other, Subjects.collegesListChanged).data as never);
    await t.bus.publish(Subjects.identitySessionStarted, { userId: 'u-priya', role: 'counselor', at: '2026-11-19T08:00:00.000Z' }, { id: 'staff-sign-in' });
    await eventually(async () => {
      const now = await Promise.all(sources.map((x) => t.store.model.updatedAt([x])));
      now.forEach((at, i) => expect([sources[i], at! > handled[i]!]).toEqual([sources[i], true]));
    });
    // Every figure as counted without the student, with the counselor's sign-in.
    d.students.delete(maya.studentId);
    d.signIns = [...d.signIns.filter((x) => x.userId !== maya.userId), { userId: 'u-priya', role: 'counselor', week: '2026-11-16' }];
    // (The counts commit with their batch, after the facts: the counselor's sign-in shows once the late events' would.)
    await eventually(async () => {
      for (const name of REPORT_NAMES) expect(asRecord((await t.reports.report(admin, { name })).rows)).toEqual(direct(d, name, DISTRICT_WIDE));
    });
    expect(await t.store.model.studentRecord(maya.studentId)).toBeNull();
    expect(t.db.prepare('SELECT count(*) AS n FROM signins WHERE user_id = ?').get(maya.userId)).toEqual({ n: 0 });
  });
});
