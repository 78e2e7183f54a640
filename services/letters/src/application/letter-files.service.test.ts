import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { eventually } from '../../../kit/test/support/eventually.js';
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '@counsel/kit';
import { counselorA, daniel, jordan, maya, seed, tess, testLetters, type TestLetters } from '../../test/support/test-letters.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TestLetters;
beforeEach(async () => {
  t = await testLetters();
  await seed(t);
});
afterEach(async () => t.close());

/** Maya's accepted request to Daniel. */
async function accepted(waived: boolean, applicationIds = ['app-mit']) {
  const { request } = await t.requests.request(maya, 'st-maya', { teacherUserId: 't-daniel', waived, applicationIds });
  await t.requests.change(daniel, request.id, { action: 'accept' });
  return request.id;
}
/** Daniel's upload of these bytes. */
async function uploaded(bytes: Buffer, who = daniel) {
  const r = await t.files.reserveUpload(who);
  await t.files.receive(r.uploadId, who.userId, Readable.from([bytes]));
  return r.uploadId;
}
const read = async (stream: Readable) => { const parts: Buffer[] = []; for await (const c of stream) parts.push(c as Buffer); return Buffer.concat(parts); };
/** Opens the file and reads it to the end (a stream left unread would open its file after the test's folder is gone). */
const opened = async (who: Parameters<TestLetters['files']['open']>[0], id: string) => {
  const f = await t.files.open(who, id);
  return { ...f, bytes: await read(f.stream) };
};

describe('a letter sent as a PDF', () => {
  it('is stored from a teacher\'s upload, submitted once, and read back under the waiver rule', async () => {
    const open = await accepted(false);
    const uploadId = await uploaded(PDF);
    const done = await t.requests.submitLetter(daniel, open, { uploadId, fileName: 'C:\\letters\\Maya Chen', aiDraftUsed: false });
    expect(done).toMatchObject({ state: 'submitted', letter: { kind: 'pdf' } });
    expect(await t.requests.letter(maya, open)).toMatchObject({ kind: 'pdf', text: null, fileName: 'Maya Chen.pdf' });
    const file = await t.files.open(maya, open);
    expect([file.fileType, file.size]).toEqual(['application/pdf', PDF.length]);
    expect((await read(file.stream)).equals(PDF)).toBe(true);
    expect((await opened(counselorA, open)).fileName).toBe('Maya Chen.pdf');
    await expect(t.files.open(jordan, open)).rejects.toBeInstanceOf(NotFoundError);
    // The upload is used: a second letter cannot take it.
    const other = await accepted(false, ['app-cmu']);
    await expect(t.requests.submitLetter(daniel, other, { uploadId })).rejects.toBeInstanceOf(ConflictError);
    expect((await t.requests.get(daniel, other)).state).toBe('accepted');
  });

  it('is never readable by a student who waived', async () => {
    const waived = await accepted(true);
    await t.requests.submitLetter(daniel, waived, { uploadId: await uploaded(PDF) });
    await expect(t.files.open(maya, waived)).rejects.toBeInstanceOf(NotFoundError);
    await expect(t.requests.letter(maya, waived)).rejects.toBeInstanceOf(NotFoundError);
    expect((await opened(daniel, waived)).size).toBe(PDF.length);
  });

  it('is one logged read when staff read it the way the letter route does (the summary, then the bytes)', async () => {
    const open = await accepted(false);
    await t.requests.submitLetter(daniel, open, { uploadId: await uploaded(PDF) });
    // GET /api/recommendation-requests/{id}/letter: the recommendationLetter field, then the file for a PDF.
    expect((await t.requests.letter(counselorA, open)).kind).toBe('pdf');
    expect((await opened(counselorA, open)).size).toBe(PDF.length);
    // A later read without detail marks the end: the bus delivers in order, so every letter read has arrived by then.
    await t.requests.get(counselorA, open);
    await eventually(() => expect(t.reads.some((e) => e.data.actorId === 'c-a' && !e.data.detail)).toBe(true));
    expect(t.reads.filter((e) => e.data.detail === open).map((e) => [e.data.actorId, e.data.studentId, e.data.parts])).toEqual([['c-a', 'st-maya', ['letters']]]);
  });

  it('is checked by content and size, and is the uploading teacher\'s only', async () => {
    await expect(t.files.reserveUpload(maya)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.files.reserveUpload(counselorA)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(uploaded(Buffer.from('plain text pretending to be a letter'))).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
    await expect(uploaded(Buffer.concat([PDF, Buffer.alloc(3_000)]))).rejects.toBeInstanceOf(PayloadTooLargeError);
    const tessUpload = await uploaded(PDF, tess);
    const open = await accepted(false);
    await expect(t.requests.submitLetter(daniel, open, { uploadId: tessUpload })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.requests.submitLetter(daniel, open, { uploadId: 'never-reserved' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('goes with the student\'s erasure (the file too)', async () => {
    const open = await accepted(false);
    await t.requests.submitLetter(daniel, open, { uploadId: await uploaded(PDF) });
    const removed = await t.participant.erase({ deletionId: 'd-1', studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request', requestedBy: 'admin-1', at: '2026-11-20T15:00:00.000Z' });
    expect(removed).toEqual(expect.arrayContaining([{ item: 'letter files', count: 1 }]));
    expect(t.deleted).toHaveLength(1);
    expect(await t.blobs.get(t.deleted[0])).toBeNull();
  });
});
