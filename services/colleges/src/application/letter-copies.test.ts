import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { outboxEvent, subscribeAll, ValidationError } from '@counsel/kit';
import { Subjects, type RequestChanged, type SchoolDocumentChanged } from '@counsel/proto-events';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';
import { letterCopyHandlers } from './letter-copies.js';

const admin = principal('admin-1', 'admin');
const maya = principal('u-maya', 'student');
const counselor = principal('c-1', 'counselor', ['school-a']);

let t: Awaited<ReturnType<typeof testLists>>;
let mit: string;
let purdue: string;

const request = (over: Partial<RequestChanged> = {}): RequestChanged => ({
  requestId: 'req-1', studentId: 'st-maya', studentUserId: 'u-maya', teacherUserId: 't-lee', teacherName: 'Ms Lee',
  applicationIds: [], state: 'requested', waived: true, at: '2026-11-01T10:00:00.000Z', ...over,
});
const documentEvent = (over: Partial<SchoolDocumentChanged> = {}): SchoolDocumentChanged => ({
  studentId: 'st-maya', kind: 'counselor_letter', state: 'draft', at: '2026-11-02T10:00:00.000Z', ...over,
});
/** Waits until at least n list events were delivered (the relay publishes after each commit); answers how many. */
async function listEvents(n: number): Promise<number> {
  const until = Date.now() + 5_000;
  while (t.seen.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 50));
  return t.seen.length;
}
const lettersOf = async (applicationId: string) =>
  (await t.applications.list(maya, 'st-maya')).find((a) => a.id === applicationId)!;

beforeEach(async () => {
  t = await testLists('2026-11-20');
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-1', firstName: 'Maya', lastName: 'Chen' }));
  await t.deadlines.setDeadlines(admin, '243780', { cycle: 2027, deadlines: [{ plan: 'EA', date: '2026-11-25' }] });
  await t.deadlines.setDeadlines(admin, '166683', { cycle: 2027, deadlines: [{ plan: 'EA', date: '2026-11-30' }] });
  mit = (await t.applications.add(maya, 'st-maya', { collegeId: '166683', plan: 'EA' })).id;
  purdue = (await t.applications.add(maya, 'st-maya', { collegeId: '243780', plan: 'EA' })).id;
});
afterEach(async () => t.close());

describe('letter requests on the checklist', () => {
  it('shows each request on the applications it covers, with its state, and counts the letters missing', async () => {
    await t.letters.requestChanged(request({ requestId: 'req-all', teacherName: 'Ms Lee' })); // empty: every application
    await t.letters.requestChanged(request({ requestId: 'req-mit', teacherUserId: 't-okafor', teacherName: 'Dr Okafor', applicationIds: [mit], state: 'submitted' }));
    const m = await lettersOf(mit);
    expect(m.letters).toEqual([
      { requestId: 'req-mit', teacherName: 'Dr Okafor', state: 'submitted' }, { requestId: 'req-all', teacherName: 'Ms Lee', state: 'requested' },
    ]);
    expect(m.lettersMissing).toBe(1);
    expect(m.missing).toContain('Recommendation: Ms Lee');
    expect(m.missing).not.toContain('Recommendation: Dr Okafor');
    const p = await lettersOf(purdue);
    expect(p.letters.map((l) => l.teacherName)).toEqual(['Ms Lee']);
    // An application added later is covered by a request for all of them.
    const rice = await t.applications.add(maya, 'st-maya', { collegeId: '227757', plan: 'RD' });
    expect(rice.letters.map((l) => l.teacherName)).toEqual(['Ms Lee']);
  });

  it('is idempotent: a redelivered event writes nothing and publishes the list once', async () => {
    const before = await listEvents(2); // the setup's two adds
    await t.letters.requestChanged(request());
    await listEvents(before + 1);
    const kept = await t.store.letters.request('req-1');
    await t.letters.requestChanged(request());
    await new Promise((r) => setTimeout(r, 200));
    expect(t.seen).toHaveLength(before + 1);
    expect(await t.store.letters.request('req-1')).toEqual(kept);
    expect(await t.store.letters.requestsOf(['st-maya'])).toHaveLength(1);
  });

  it('is safe out of order: an older change never replaces a newer one, and the same instant keeps the further state', async () => {
    await t.letters.requestChanged(request({ state: 'submitted', at: '2026-11-10T10:00:00.000Z' }));
    await t.letters.requestChanged(request({ state: 'accepted', at: '2026-11-05T10:00:00.000Z' }));
    await t.letters.requestChanged(request({ state: 'requested', at: '2026-11-01T10:00:00.000Z' }));
    expect((await lettersOf(mit)).letters).toEqual([{ requestId: 'req-1', teacherName: 'Ms Lee', state: 'submitted' }]);
    await t.letters.requestChanged(request({ requestId: 'req-2', state: 'accepted', at: '2026-11-12T10:00:00.000Z' }));
    await t.letters.requestChanged(request({ requestId: 'req-2', state: 'requested', at: '2026-11-12T10:00:00.000Z' }));
    expect((await t.store.letters.request('req-2'))?.state).toBe('accepted');
  });

  it('drops declined and cancelled requests, and a late older event does not bring them back', async () => {
    await t.letters.requestChanged(request({ requestId: 'req-1' }));
    await t.letters.requestChanged(request({ requestId: 'req-2', teacherName: 'Mr Park' }));
    expect((await lettersOf(mit)).lettersMissing).toBe(2);
    await t.letters.requestChanged(request({ requestId: 'req-1', state: 'declined', at: '2026-11-03T10:00:00.000Z' }));
    await t.letters.requestChanged(request({ requestId: 'req-2', teacherName: 'Mr Park', state: 'cancelled', at: '2026-11-03T10:00:00.000Z' }));
    await t.letters.requestChanged(request({ requestId: 'req-1', state: 'accepted', at: '2026-11-02T10:00:00.000Z' }));
    const m = await lettersOf(mit);
    expect(m.letters).toEqual([]);
    expect(m.lettersMissing).toBe(0);
    expect(m.missing.some((x) => x.startsWith('Recommendation'))).toBe(false);
  });

  it('puts each application\'s letters in the student\'s record export, as the checklist shows them', async () => {
    await t.letters.requestChanged(request({ applicationIds: [purdue], state: 'accepted' }));
    const part = await t.records.exportPart(maya, { studentId: 'st-maya', studentUserId: 'u-maya' });
    const apps = part.items.applications as { id: string; letters: unknown[] }[];
    expect(apps.find((a) => a.id === purdue)?.letters).toEqual([{ requestId: 'req-1', teacherName: 'Ms Lee', state: 'accepted' }]);
    expect(apps.find((a) => a.id === mit)?.letters).toEqual([]);
  });

  it('drops late events of an erased student, and an erasure removes the copies it held', async () => {
    await t.letters.requestChanged(request());
    await t.letters.schoolDocumentChanged(documentEvent());
    const confirm = (removed: { item: string; count: number }[]) =>
      outboxEvent(Subjects.collegesRecordErased, { deletionId: 'del-1', studentId: 'st-maya', removed });
    const removed = await t.records.erase({ deletionId: 'del-1', studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request', requestedBy: null, at: '2026-11-20T15:00:00.000Z' }, confirm);
    expect(removed).toEqual(expect.arrayContaining([{ item: 'letter request states', count: 1 }, { item: 'school document states', count: 1 }]));
    await t.letters.requestChanged(request({ requestId: 'req-late', at: '2026-11-21T10:00:00.000Z' }));
    await t.letters.schoolDocumentChanged(documentEvent({ kind: 'transcript', at: '2026-11-21T10:00:00.000Z' }));
    expect(await t.store.letters.requestsOf(['st-maya'])).toEqual([]);
    expect(await t.store.letters.schoolDocumentsOf(['st-maya'])).toEqual([]);
  });

  it('publishes the student\'s list again with the letter missing, so the list\'s other readers follow', async () => {
    const before = await listEvents(2);
    await t.letters.requestChanged(request({ applicationIds: [purdue] }));
    await listEvents(before + 1);
    const last = t.seen.at(-1)!.data as { applications: { applicationId: string; missing: string[] }[] };
    expect(last.applications.find((a) => a.applicationId === purdue)?.missing).toContain('Recommendation: Ms Lee');
    expect(last.applications.find((a) => a.applicationId === mit)?.missing).not.toContain('Recommendation: Ms Lee');
  });

  it('is a durable consumer of the letters service\'s events on the bus', async () => {
    const subs = await subscribeAll(t.bus, letterCopyHandlers(t.letters));
    try {
      await t.bus.publish(Subjects.lettersRequestChanged, request());
      await t.bus.publish(Subjects.lettersSchoolDocumentChanged, documentEvent({ kind: 'transcript', state: 'ready' }));
      const until = Date.now() + 5_000;
      while (((await t.store.letters.requestsOf(['st-maya'])).length === 0 || (await t.store.letters.schoolDocumentsOf(['st-maya'])).length === 0) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await t.store.letters.request('req-1'))?.state).toBe('requested');
      expect(await t.store.letters.schoolDocument('st-maya', 'transcript')).toMatchObject({ state: 'ready' });
    } finally {
      for (const s of subs) await s.stop();
    }
  });
});

describe('hand-entered recommenders beside the portal', () => {
  it('keeps recommenders outside Counsel, shows a portal teacher once with the request\'s state, and refuses ticking one by hand', async () => {
    await t.applications.update(maya, mit, { materials: { recommendations: [{ name: 'Ms Lee', state: 'submitted' }, { name: 'Coach Díaz', state: 'requested' }] } });
    await t.letters.requestChanged(request({ applicationIds: [mit] }));
    const m = await lettersOf(mit);
    expect(m.materials.recommendations).toEqual([{ name: 'Coach Díaz', state: 'requested' }]);
    expect(m.letters).toEqual([{ requestId: 'req-1', teacherName: 'Ms Lee', state: 'requested' }]);
    expect(m.missing.filter((x) => x.startsWith('Recommendation'))).toEqual(['Recommendation: Coach Díaz', 'Recommendation: Ms Lee']);
    await expect(t.applications.update(maya, mit, { materials: { recommendations: [{ name: ' ms lee ', state: 'submitted' }] } }))
      .rejects.toEqual(new ValidationError('ms lee was asked for a letter through Counsel: the request\'s state shows on the checklist and cannot be ticked by hand'));
    // Another application the request does not cover may still name her by hand.
    const p = await t.applications.update(maya, purdue, { materials: { recommendations: [{ name: 'Ms Lee', state: 'submitted' }] } });
    expect(p.materials.recommendations).toEqual([{ name: 'Ms Lee', state: 'submitted' }]);
    expect((await t.applications.update(counselor, mit, { materials: { recommendations: [{ name: 'Coach Díaz', state: 'submitted' }] } })).missing)
      .toContain('Recommendation: Ms Lee');
  });
});
