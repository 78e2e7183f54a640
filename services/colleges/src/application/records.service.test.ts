import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, UnauthenticatedError, subscribeAll, type RecordExportPart } from '@counsel/kit';
import { Subjects, type DeletionRequested, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';

const admin = principal('admin-1', 'admin');
const counselor = principal('c-a', 'counselor', ['school-a'], ['Priya', 'Natarajan']);
const maya = principal('u-maya', 'student', undefined, ['Maya', 'Chen']);
const jordan = principal('u-jordan', 'student');

let t: Awaited<ReturnType<typeof testLists>>;
let mitId: string;

beforeEach(async () => {
  t = await testLists('2026-11-20');
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-a', satScore: 1450, firstName: 'Maya', lastName: 'Chen' }));
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-a' }));
  const mit = await t.applications.add(maya, 'st-maya', { collegeId: '166683', plan: 'EA' });
  mitId = mit.id;
  await t.applications.update(counselor, mit.id, { materials: { essays: true, recommendations: [{ name: 'Ms Lee', state: 'requested' }] } });
  const rice = await t.applications.add(maya, 'st-maya', { collegeId: '227757' });
  await t.applications.remove(maya, rice.id); // its history stays, and is Maya's
  await t.feeds.address(maya, 'st-maya');
  await t.applications.add(jordan, 'st-jordan', { collegeId: '243780' });
  await t.deadlines.setDeadlines(counselor, '166683', { cycle: 2027, deadlines: [{ plan: 'EA', date: '2026-11-01' }] });
});
afterEach(async () => t.close());

/** Until the outbox is empty and the bus delivered what it relayed. */
async function relayed() {
  await until('the outbox to empty', async () => (await t.store.outbox.pendingEvents(1)).length === 0);
  // Delivery follows the relay's publish; on a loaded machine it can trail by more than one pause (in CI none had
  // arrived half a second after the outbox emptied), so wait for the setup's first list event to arrive, then
  // until the count of delivered list events has held still for a second.
  let count = -1;
  let stillSince = Date.now();
  await until('the delivered list events to arrive and hold still', () => {
    if (t.seen.length !== count) [count, stillSince] = [t.seen.length, Date.now()];
    return count > 0 && Date.now() - stillSince >= 1_000;
  }, undefined, { intervalMs: 50 });
}

const exported = async (p: Parameters<typeof t.records.exportPart>[0], studentId = 'st-maya', userId = 'u-maya') =>
  JSON.parse(JSON.stringify(await t.records.exportPart(p, { studentId, studentUserId: userId }))) as RecordExportPart;

describe('record export part', () => {
  it('holds the read-model row, every application with its checklist, every change and the feed dates, never the token', async () => {
    const part = await exported(maya);
    expect(part.service).toBe('colleges');
    expect(Object.keys(part.items).sort()).toEqual(['applicationChanges', 'applications', 'calendarFeeds', 'student']);
    expect(part.items.student).toMatchObject({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', satScore: 1450, firstName: 'Maya' });
    const apps = part.items.applications as { id: string; collegeName: string; plan: string; materials: { essays: boolean; recommendations: unknown[] } }[];
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ id: mitId, collegeName: 'Massachusetts Institute of Technology', plan: 'EA', status: 'researching', cycle: 2027 });
    expect(apps[0].materials).toMatchObject({ essays: true, recommendations: [{ name: 'Ms Lee', state: 'requested' }] });
    const changes = part.items.applicationChanges as { summary: string; actorName: string | null }[];
    expect(changes.map((c) => c.summary)).toEqual(expect.arrayContaining(['Removed from the list']));
    expect(changes).toHaveLength(5); // MIT added, essays, recommender; Rice added, removed
    expect(part.items.calendarFeeds).toEqual([{ createdAt: '2026-11-20T15:00:00.000Z', revokedAt: null }]);
    const feed = await t.store.feeds.ofStudent('st-maya');
    const text = JSON.stringify(part);
    expect(text).not.toContain(feed!.tokenHash);
    expect(text).not.toContain(feed!.feedId);
    expect(text).not.toContain('Purdue'); // Jordan's
    expect(text).not.toContain('2026-11-01'); // the curated deadline: district data
  });

  it('lets an admin and the student themself export; another student and a counselor are refused', async () => {
    expect((await exported(admin)).items.applications).toHaveLength(1);
    await expect(t.records.exportPart(jordan, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(ForbiddenError);
    // The owner is the one colleges holds, not the one passed in.
    await expect(t.records.exportPart(jordan, { studentId: 'st-maya', studentUserId: 'u-jordan' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.records.exportPart(counselor, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.records.exportPart(null, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('answers an empty part for a student colleges never heard of: to that student and admins only', async () => {
    expect(await exported(principal('u-new', 'student'), 'st-new', 'u-new')).toEqual({ service: 'colleges', items: {} });
    expect(await exported(admin, 'st-new', 'u-new')).toEqual({ service: 'colleges', items: {} });
    await expect(t.records.exportPart(jordan, { studentId: 'st-new', studentUserId: 'u-new' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.records.exportPart(counselor, { studentId: 'st-new', studentUserId: 'u-new' })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('erasure', () => {
  const request = (deletionId = 'del-1'): DeletionRequested =>
    ({ deletionId, studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request', requestedBy: 'admin-1' });
  const at = '2026-11-20T15:00:00.000Z';

  const confirmations = (seen: EventEnvelope[]) => seen.filter((e) => e.subject === Subjects.collegesRecordErased).map((e) => e.data as RecordErased);

  it('removes everything on the student, nothing of another, and confirms the counts through the bus', async () => {
    const seen = await t.bus.record(Subjects.collegesRecordErased);
    const subs = await subscribeAll(t.bus, t.participant.subscriptions);
    const lists = () => t.seen; // every list event the bus delivered
    try {
      await relayed(); // the setup's list events
      const listsBefore = lists().length;
      expect(listsBefore).toBeGreaterThan(0);
      await t.bus.publish(Subjects.recordsDeletionRequested, request());
      await until('the confirmation', () => confirmations(seen).length === 1);
      expect(confirmations(seen)[0]).toEqual({
        deletionId: 'del-1', studentId: 'st-maya',
        removed: [
          { item: 'applications', count: 1 }, { item: 'application changes', count: 5 },
          { item: 'calendar feeds', count: 1 }, { item: 'letter request states', count: 0 }, { item: 'school document states', count: 0 }, { item: 'student record', count: 1 },
        ],
      });
      expect(await t.store.erasures.holdings('st-maya')).toEqual({ student: null, applications: [], changes: [], feed: null, letterRequests: [], schoolDocuments: [] });
      const jordans = await t.store.erasures.holdings('st-jordan');
      expect(jordans.student).not.toBeNull();
      expect(jordans.applications).toHaveLength(1);
      expect(jordans.changes).toHaveLength(1);
      expect(await t.store.deadlines.ofCollege('166683', 2027)).toHaveLength(1);
      await quietPeriod(); // no list event may follow: no condition to wait for, so a pause
      expect(lists()).toHaveLength(listsBefore); // no list event for the erased student

      // Redelivered (the ack was lost): nothing more is removed or confirmed.
      await t.bus.publish(Subjects.recordsDeletionRequested, request());
      await quietPeriod(); // no second confirmation may come: no condition to wait for, so a pause
      expect(confirmations(seen)).toHaveLength(1);
      expect(await t.bus.deadLetters()).toEqual([]);
    } finally {
      for (const s of subs) await s.stop();
    }
  });

  it('drops the student\'s list events still waiting in the outbox (a bus outage), so no consumer recreates its copy', async () => {
    await relayed();
    t.bus.down = true;
    await t.applications.update(maya, mitId, { status: 'planning' }); // its list event waits in the outbox
    await t.applications.add(jordan, 'st-jordan', { collegeId: '139755' });
    await t.participant.erase({ ...request(), at });
    const seen = await t.bus.record(Subjects.collegesRecordErased);
    const before = t.seen.length; // t.seen: every list event the bus delivered
    t.bus.down = false;
    await until('the confirmation', () => confirmations(seen).length === 1);
    await until('Jordan\'s list event', () => t.seen.length > before);
    await quietPeriod(); // none of Maya's may follow: no condition to wait for, so a pause
    const arrived = t.seen.slice(before).map((e) => (e.data as { studentId: string }).studentId);
    expect(arrived).toEqual(['st-jordan']);
  });

  it('confirms zeros for a student it holds nothing of, and keeps a late profile event from recreating the erased', async () => {
    const seen = await t.bus.record(Subjects.collegesRecordErased);
    await t.participant.erase({ ...request(), at });
    await t.participant.erase({ ...request(), at }); // the same deletion again: no second confirmation
    await t.participant.erase({ ...request('del-2'), studentId: 'st-ghost', studentUserId: 'u-ghost', at });
    await until('both confirmations', () => confirmations(seen).length === 2);
    await quietPeriod(); // no second confirmation of the repeated deletion: nothing to wait for, so a pause
    expect(confirmations(seen).map((c) => c.deletionId)).toEqual(['del-1', 'del-2']);
    expect(confirmations(seen)[1].removed.map((r) => r.count)).toEqual([0, 0, 0, 0, 0, 0]);

    await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a' }));
    expect(await t.store.students.get('st-maya')).toBeNull();
    await expect(t.applications.list(admin, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.applications.add(maya, 'st-maya', { collegeId: '110635' })).rejects.toEqual(new NotFoundError('Student not found'));
  });
});
