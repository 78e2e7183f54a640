import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, UnauthenticatedError, type RecordExportPart } from '@counsel/kit';
import { Subjects, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { admin, counselorA, daniel, jordan, listEvent, maya, profileEvent, seed, testLetters, type TestLetters } from '../../test/support/test-letters.js';

let t: TestLetters;
let waived: string;
let open: string;
beforeEach(async () => {
  t = await testLetters();
  await seed(t);
  for (const [w, app] of [[true, 'app-mit'], [false, 'app-cmu']] as const) {
    const { request } = await t.requests.request(maya, 'st-maya', { teacherUserId: 't-daniel', waived: w, applicationIds: [app], note: 'Please' });
    await t.requests.change(daniel, request.id, { action: 'accept' });
    await t.requests.submitLetter(daniel, request.id, { text: w ? 'Waived letter text' : 'Open letter text' });
    if (w) waived = request.id;
    else open = request.id;
  }
  await t.requests.request(jordan, 'st-jordan', { teacherUserId: 't-daniel', waived: false, note: 'Jordan note' });
});
afterEach(async () => t.close());

const exported = async (p: Parameters<typeof t.records.exportPart>[0], studentUserId = 'u-maya') =>
  JSON.parse(JSON.stringify(await t.records.exportPart(p, { studentId: 'st-maya', studentUserId }))) as RecordExportPart;
const deletion = (deletionId = 'del-1') => ({ deletionId, studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request' as const, requestedBy: 'admin-1', at: '2026-11-20T15:00:00.000Z' });

describe('record export part', () => {
  it('gives the admin every request and letter of the student', async () => {
    const part = await exported(admin);
    expect(part.service).toBe('letters');
    expect((part.items.recommendationRequests as { id: string; teacherName: string }[]).map((r) => [r.id, r.teacherName]).sort())
      .toEqual([[waived, 'Daniel Okafor'], [open, 'Daniel Okafor']].sort());
    expect((part.items.letters as { body: string }[]).map((l) => l.body).sort()).toEqual(['Open letter text', 'Waived letter text']);
    expect(JSON.stringify(part)).not.toContain('Jordan note');
  });

  it('leaves the waived letter out of the student\'s own copy', async () => {
    const own = await exported(maya);
    expect((own.items.recommendationRequests as unknown[])).toHaveLength(2);
    expect((own.items.letters as { requestId: string; body: string }[]).map((l) => [l.requestId, l.body])).toEqual([[open, 'Open letter text']]);
    expect(JSON.stringify(own)).not.toContain('Waived letter text');
  });

  it('is for an admin or the student themself, checked against the owner letters holds', async () => {
    await expect(t.records.exportPart(counselorA, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.records.exportPart(daniel, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.records.exportPart(jordan, { studentId: 'st-maya', studentUserId: 'u-jordan' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.records.exportPart(null, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});

describe('erasure', () => {
  it('removes the student\'s requests, letters and read model, confirms the counts, and keeps late events out', async () => {
    const confirmed = await t.bus.record(Subjects.lettersRecordErased) as EventEnvelope<RecordErased>[];
    const removed = await t.participant.erase(deletion());
    expect(removed).toEqual([
      { item: 'recommendation requests', count: 2 }, { item: 'letters', count: 2 }, { item: 'letter files', count: 0 }, { item: 'student record', count: 1 },
      { item: 'school documents', count: 0 }, { item: 'brag sheet', count: 0 },
    ]);
    await until('the confirmation', () => confirmed.length === 1);
    expect(confirmed[0].data).toEqual({ deletionId: 'del-1', studentId: 'st-maya', removed });
    expect(await t.store.requests.ofStudent('st-maya')).toEqual([]);
    expect(await t.store.letters.ofStudent('st-maya')).toEqual([]);
    expect(await t.store.students.get('st-maya')).toBeNull();
    // Jordan's request stays.
    expect(await t.store.requests.ofStudent('st-jordan')).toHaveLength(1);
    // A late profile or list event does not bring the student back.
    await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Maya', lastName: 'Chen' }));
    await t.directory.listChanged(listEvent('st-maya', 'u-maya', [['app-mit', 'MIT', null]], '2026-12-01T00:00:00.000Z'));
    expect(await t.store.students.get('st-maya')).toBeNull();
    expect(await t.store.students.applications('st-maya')).toEqual([]);
    // A redelivered request confirms the first counts again.
    expect(await t.participant.erase(deletion())).toEqual(removed);
    await until('the second confirmation', () => confirmed.length === 2);
    expect(confirmed[1].data.removed).toEqual(removed);
  });
});
