import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, sweepUploads, UnsupportedMediaTypeError, UnauthenticatedError, ValidationError, type RecordExportPart } from '@counsel/kit';
import { Subjects, type EventEnvelope, type SchoolDocumentChanged } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { takeAcademics } from './academics.js';
import { admin, ben, bea, counselorA, counselorB, daniel, log, maya, profileEvent, seed } from '../../test/support/test-letters.js';
import { pdfNamed, testPacket, type TestPacket } from '../../test/support/test-packet.js';

let t: TestPacket;
beforeEach(async () => {
  t = await testPacket();
  await seed(t);
});
afterEach(async () => t.close());

const letterText = { state: 'draft', text: 'Maya is the most curious student I have counseled.' };

describe('school documents: who may read and write each kind', () => {
  it('lists all five kinds, not started, for staff of the school and admins', async () => {
    for (const p of [counselorA, admin]) {
      const docs = await t.documents.list(p, 'st-maya');
      expect(docs.map((d) => [d.kind, d.state])).toEqual([
        ['counselor_letter', 'not_started'], ['school_report', 'not_started'], ['transcript', 'not_started'], ['mid_year_report', 'not_started'], ['final_report', 'not_started'],
      ]);
    }
  });

  it('lets a counselor of the school write the letter as text, the report as a form and the transcript as a PDF', async () => {
    const letter = await t.documents.save(counselorA, 'st-maya', 'counselor_letter', letterText);
    expect([letter.state, letter.contentKind, letter.text]).toEqual(['draft', 'text', letterText.text]);
    const report = await t.documents.save(counselorA, 'st-maya', 'school_report', {
      state: 'ready', form: { gpa: 3.9, gpaScale: 4, rank: '3 of 412', courseRigor: 'most_demanding', ratings: [{ category: 'academic', level: 'outstanding' }] },
    });
    expect(report.form).toEqual({ gpa: 3.9, gpaScale: 4, rank: '3 of 412', courseRigor: 'most_demanding', ratings: [{ category: 'academic', level: 'outstanding' }] });
    const transcript = await t.documents.save(admin, 'st-maya', 'transcript', { state: 'ready', uploadId: await t.uploaded(admin, await pdfNamed('Transcript')), fileName: 'C:\\exports\\Transcript Zoë' });
    expect([transcript.contentKind, transcript.fileName]).toEqual(['pdf', 'Transcript Zoë.pdf']);
    expect(transcript.fileSize).toBeGreaterThan(100);
    // A state change alone keeps the content.
    const done = await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'ready' });
    expect([done.state, done.text]).toEqual(['ready', letterText.text]);
  });

  it('publishes each state change for the deadline board (kind and state, never the content), and nothing for an edit within a state', async () => {
    const published = await t.bus.record(Subjects.lettersSchoolDocumentChanged) as EventEnvelope<SchoolDocumentChanged>[];
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', letterText);
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { ...letterText, text: 'A second draft, still curious.' });
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'ready' });
    await until('the two state changes', () => published.length >= 2);
    await new Promise((r) => setTimeout(r, 150));
    expect(published.map((e) => e.data)).toEqual([
      { studentId: 'st-maya', kind: 'counselor_letter', state: 'draft', at: expect.any(String) },
      { studentId: 'st-maya', kind: 'counselor_letter', state: 'ready', at: expect.any(String) },
    ]);
    expect(JSON.stringify(published)).not.toContain('curious');
  });

  it('shows the student the states only, never the content, and refuses their writes', async () => {
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { ...letterText, state: 'ready' });
    const own = await t.documents.list(maya, 'st-maya');
    expect(own[0]).toEqual({
      studentId: 'st-maya', kind: 'counselor_letter', state: 'ready', updatedAt: expect.any(String), contentKind: null, text: null, fileName: null, fileSize: null,
      form: null, formPrefilled: false, aiDraftUsed: false,
    });
    expect(JSON.stringify(own)).not.toContain('curious');
    await expect(t.documents.save(maya, 'st-maya', 'counselor_letter', letterText)).rejects.toThrow(ForbiddenError);
    await expect(t.documents.list(bea, 'st-maya')).rejects.toThrow(NotFoundError);
  });

  it('answers a teacher, and staff of another school, as for a student that does not exist', async () => {
    for (const p of [daniel, ben, counselorB]) {
      await expect(t.documents.list(p, 'st-maya')).rejects.toThrow(NotFoundError);
      await expect(t.documents.save(p, 'st-maya', 'counselor_letter', letterText)).rejects.toThrow(NotFoundError);
    }
    await expect(t.documents.list(null, 'st-maya')).rejects.toThrow(UnauthenticatedError);
  });

  it('authorizes before it validates, then refuses a content the kind does not hold', async () => {
    await expect(t.documents.save(daniel, 'st-maya', 'nonsense', {})).rejects.toThrow(NotFoundError);
    await expect(t.documents.save(counselorA, 'st-maya', 'nonsense', letterText)).rejects.toThrow('Kind must be one of');
    await expect(t.documents.save(counselorA, 'st-maya', 'transcript', { state: 'ready', text: 'typed' })).rejects.toThrow('A transcript holds a PDF');
    await expect(t.documents.save(counselorA, 'st-maya', 'school_report', { state: 'draft', text: 'x' })).rejects.toThrow(ValidationError);
    await expect(t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'ready' })).rejects.toThrow('ready only with its content');
    await expect(t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'draft', text: 'x'.repeat(20_001) })).rejects.toThrow('at most 20000');
  });

  it('takes a PDF only through the saver\'s own signed upload, checked by content and size as it streams in, once', async () => {
    await expect(t.uploaded(counselorA, Buffer.from('<html>I am not a PDF</html>'))).rejects.toThrow(UnsupportedMediaTypeError);
    await expect(t.uploaded(counselorA, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 32)]))).rejects.toThrow(PayloadTooLargeError);
    // Teachers and students reserve no such upload.
    for (const p of [daniel, maya]) await expect(t.documents.reserveUpload(p)).rejects.toThrow(ForbiddenError);
    const uploadId = await t.uploaded(counselorA, await pdfNamed('Transcript'));
    // Another staff member's upload, an unknown id, and a teacher's letter upload are not this saver's.
    await expect(t.documents.save(admin, 'st-maya', 'transcript', { state: 'ready', uploadId })).rejects.toThrow(ForbiddenError);
    await expect(t.documents.save(counselorA, 'st-maya', 'transcript', { state: 'ready', uploadId: 'nope' })).rejects.toThrow('Upload not found');
    const letterUpload = await t.files.reserveUpload(daniel);
    await expect(t.documents.save(admin, 'st-maya', 'transcript', { state: 'ready', uploadId: letterUpload.uploadId })).rejects.toThrow('Upload not found');
    expect((await t.documents.list(counselorA, 'st-maya'))[2].state).toBe('not_started');
    expect((await t.documents.save(counselorA, 'st-maya', 'transcript', { state: 'ready', uploadId })).fileSize).toBeGreaterThan(100);
    await expect(t.documents.save(counselorA, 'st-maya', 'final_report', { state: 'ready', uploadId })).rejects.toThrow(ConflictError);
    expect((await t.documents.list(counselorA, 'st-maya'))[4].state).toBe('not_started');
  });

  it('records that the counselor letter was started from the assistant\'s draft: kept by a state-only save, replaced by a new content', async () => {
    const drafted = await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { ...letterText, aiDraftUsed: true });
    expect([drafted.contentKind, drafted.aiDraftUsed]).toEqual(['text', true]);
    expect((await t.store.schoolDocuments.get('st-maya', 'counselor_letter'))?.aiDraftUsed).toBe(true);
    // A state-only save keeps what the content said.
    expect((await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'ready' })).aiDraftUsed).toBe(true);
    expect((await t.documents.list(counselorA, 'st-maya'))[0]).toMatchObject({ state: 'ready', text: letterText.text, aiDraftUsed: true });
    // The student sees the state only.
    expect((await t.documents.list(maya, 'st-maya'))[0].aiDraftUsed).toBe(false);
    // A new text without it (the counselor wrote their own) is recorded as not drafted; so is a new PDF.
    expect((await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'draft', text: 'My own words.' })).aiDraftUsed).toBe(false);
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { ...letterText, aiDraftUsed: true });
    const pdf = await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'ready', uploadId: await t.uploaded(counselorA, await pdfNamed('Letter')) });
    expect([pdf.contentKind, pdf.aiDraftUsed]).toEqual(['pdf', false]);
    expect((await t.store.schoolDocuments.get('st-maya', 'counselor_letter'))?.aiDraftUsed).toBe(false);
    // Clearing the letter clears it too.
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { ...letterText, aiDraftUsed: true });
    expect((await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'not_started' })).aiDraftUsed).toBe(false);
  });

  it('refuses aiDraftUsed for other kinds, without a new content, or when not a boolean, and stores nothing', async () => {
    const form = { gpa: 3.9, gpaScale: 4 };
    await expect(t.documents.save(counselorA, 'st-maya', 'school_report', { state: 'draft', form, aiDraftUsed: true }))
      .rejects.toThrow(new ValidationError('aiDraftUsed is recorded for the counselor letter only'));
    await expect(t.documents.save(counselorA, 'st-maya', 'school_report', { state: 'draft', form, aiDraftUsed: false })).rejects.toThrow('counselor letter only');
    await expect(t.documents.save(counselorA, 'st-maya', 'transcript', { state: 'draft', aiDraftUsed: true })).rejects.toThrow('counselor letter only');
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', letterText);
    await expect(t.documents.save(counselorA, 'st-maya', 'counselor_letter', { state: 'ready', aiDraftUsed: true }))
      .rejects.toThrow(new ValidationError('aiDraftUsed goes with the letter\'s new text or PDF'));
    await expect(t.documents.save(counselorA, 'st-maya', 'counselor_letter', { ...letterText, aiDraftUsed: 'yes' })).rejects.toThrow('aiDraftUsed must be true or false');
    // Authorization comes first: a teacher reads no validation message.
    await expect(t.documents.save(daniel, 'st-maya', 'school_report', { state: 'draft', form, aiDraftUsed: true })).rejects.toThrow(NotFoundError);
    const docs = await t.documents.list(counselorA, 'st-maya');
    expect(docs.map((d) => [d.kind, d.state, d.aiDraftUsed])).toEqual([
      ['counselor_letter', 'draft', false], ['school_report', 'not_started', false], ['transcript', 'not_started', false], ['mid_year_report', 'not_started', false],
      ['final_report', 'not_started', false],
    ]);
  });

  it('pre-fills the school report from the student\'s profile until the counselor saves it', async () => {
    await takeAcademics(t.store, profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Maya', lastName: 'Chen' }));
    const report = (await t.documents.list(counselorA, 'st-maya'))[1];
    expect([report.formPrefilled, report.form?.gpa, report.form?.gpaScale, report.form?.rank]).toEqual([true, 3.9, 4, '3']);
    expect((await t.documents.list(maya, 'st-maya'))[1].form).toBeNull();
  });

  it('logs a staff read of the documents in the access log', async () => {
    await t.documents.list(counselorA, 'st-maya');
    await until('the read is logged', () => t.reads.length > 0);
    expect(t.reads.map((e) => [e.data.studentId, e.data.actorId, e.data.detail])).toContainEqual(['st-maya', 'c-a', 'school documents']);
  });
});

describe('school profile', () => {
  it('is uploaded by an admin per school and year, and read by staff of the school', async () => {
    const up = await t.documents.uploadProfile(admin, 'school-a', { schoolYear: '2026-2027', uploadId: await t.uploaded(admin, await pdfNamed('Profile')) });
    expect([up.schoolId, up.schoolYear, up.fileName]).toEqual(['school-a', '2026-2027', 'school-profile-2026-2027.pdf']);
    expect(up).not.toHaveProperty('blobId');
    expect((await t.documents.profile(counselorA, 'school-a', '2027-2028'))?.schoolYear).toBe('2026-2027');
    await expect(t.documents.profile(counselorB, 'school-a', '2026-2027')).rejects.toThrow(NotFoundError);
    const counselors = await t.uploaded(counselorA, await pdfNamed('Not theirs to give'));
    await expect(t.documents.uploadProfile(counselorA, 'school-a', { schoolYear: '2026-2027', uploadId: counselors })).rejects.toThrow(ForbiddenError);
    await expect(t.documents.uploadProfile(admin, 'school-a', { schoolYear: '2026-2028', uploadId: 'x' })).rejects.toThrow('schoolYear must be');
    await expect(t.documents.uploadProfile(admin, 'school-a', { schoolYear: '2026-2027' })).rejects.toThrow('uploadId must be');
  });
});

describe('the hourly upload sweep', () => {
  it('keeps the files of school documents and profiles (stored without an upload row) and takes true orphans', async () => {
    const transcript = await t.documents.save(counselorA, 'st-maya', 'transcript', { state: 'ready', uploadId: await t.uploaded(counselorA, await pdfNamed('Transcript')) });
    await t.documents.uploadProfile(admin, 'school-a', { schoolYear: '2026-2027', uploadId: await t.uploaded(admin, await pdfNamed('Profile')) });
    const [doc] = (await t.store.schoolDocuments.ofStudent('st-maya')).filter((d) => d.kind === 'transcript');
    const profile = (await t.store.schoolDocuments.profile('school-a', '2026-2027'))!;
    const orphan = await t.blobs.put(Readable.from([Buffer.from('%PDF-1.4 orphan')]), { maxBytes: 1000, accept: ['pdf'] });
    // The blob store dates files by the wall clock: sweep as if a day and a minute had passed.
    const later = () => new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect(await sweepUploads({ ledger: t.store, blobs: t.blobs, now: later, log })).toEqual({ uploads: 0, blobs: 1 });
    expect(transcript.contentKind).toBe('pdf');
    expect(await t.blobs.get(orphan.id)).toBeNull();
    for (const id of [doc!.blobId!, profile.blobId]) {
      const kept = await t.blobs.get(id);
      // Read to the end, so no stream opens its file after the test's folder is gone.
      const bytes: Buffer[] = [];
      for await (const c of kept?.stream ?? []) bytes.push(c as Buffer);
      expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('brag sheet', () => {
  it('offers the default questions, saves the student\'s answers, and shows them to staff of the school', async () => {
    const empty = await t.brag.get(maya, 'st-maya');
    expect(empty.items).toHaveLength(3);
    const [q1, q2] = empty.items;
    const saved = await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }, { questionId: q2.questionId, answer: 'Moved schools' }]);
    expect(saved.items.map((i) => i.answer)).toEqual(['Built a rover', 'Moved schools', '']);
    expect((await t.brag.get(counselorA, 'st-maya')).items[0].answer).toBe('Built a rover');
    await expect(t.brag.get(counselorB, 'st-maya')).rejects.toThrow(NotFoundError);
    await expect(t.brag.get(daniel, 'st-maya')).rejects.toThrow(NotFoundError);
    await expect(t.brag.save(counselorA, 'st-maya', [])).rejects.toThrow(ForbiddenError);
    await expect(t.brag.save(maya, 'st-maya', [{ questionId: 'nope', answer: 'x' }])).rejects.toThrow('not on your school');
  });

  it('takes the questions counselors of the school set, keeping answers to an unchanged prompt', async () => {
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }]);
    await expect(t.brag.setQuestions(counselorB, 'school-a', ['Other'])).rejects.toThrow(NotFoundError);
    await expect(t.brag.setQuestions(maya, 'school-a', ['Other'])).rejects.toThrow(NotFoundError);
    const qs = await t.brag.setQuestions(counselorA, 'school-a', [q1.prompt, 'Which teacher knows you best, and why?']);
    expect(qs.map((q) => q.prompt)).toEqual([q1.prompt, 'Which teacher knows you best, and why?']);
    expect((await t.brag.get(maya, 'st-maya')).items.map((i) => i.answer)).toEqual(['Built a rover', '']);
    expect(await t.brag.questions(admin, 'school-a')).toEqual(qs);
  });

  it('reaches the teacher of a request only when the student shares it', async () => {
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }]);
    const { request } = await t.requests.request(maya, 'st-maya', { teacherUserId: 't-daniel', waived: true });
    expect(await t.brag.forRequest(daniel, request.id)).toBeNull();
    await expect(t.brag.share(daniel, request.id, true)).rejects.toThrow(ForbiddenError);
    await expect(t.brag.share(bea, request.id, true)).rejects.toThrow(NotFoundError);
    expect(await t.brag.share(maya, request.id, true)).toEqual({ requestId: request.id, shared: true });
    expect((await t.brag.forRequest(daniel, request.id))?.items[0].answer).toBe('Built a rover');
    await expect(t.brag.forRequest(ben, request.id)).rejects.toThrow(NotFoundError);
    await t.brag.share(maya, request.id, false);
    expect(await t.brag.forRequest(daniel, request.id)).toBeNull();
  });

  it('stops reaching the teacher once the request is cancelled, and is not shared with a closed request', async () => {
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }]);
    const { request } = await t.requests.request(maya, 'st-maya', { teacherUserId: 't-daniel', waived: true });
    await t.brag.share(maya, request.id, true);
    expect((await t.brag.forRequest(daniel, request.id))?.items[0].answer).toBe('Built a rover');
    await t.requests.change(maya, request.id, { action: 'cancel' });
    expect(await t.brag.forRequest(daniel, request.id)).toBeNull();
    // The student and staff still read it on the request; sharing again is refused, stopping is not.
    expect((await t.brag.forRequest(maya, request.id))?.items[0].answer).toBe('Built a rover');
    expect((await t.brag.forRequest(counselorA, request.id))?.items[0].answer).toBe('Built a rover');
    await expect(t.brag.share(maya, request.id, true)).rejects.toThrow('This request is cancelled; your brag sheet can no longer be shared with it');
    expect(await t.brag.share(maya, request.id, false)).toEqual({ requestId: request.id, shared: false });
    // Authorization comes before the state: the teacher is refused as before.
    await expect(t.brag.share(daniel, request.id, true)).rejects.toThrow(ForbiddenError);
  });
});

describe('the record: export and erasure', () => {
  const exported = async (p: typeof admin) =>
    JSON.parse(JSON.stringify(await t.records.exportPart(p, { studentId: 'st-maya', studentUserId: 'u-maya' }))) as RecordExportPart;

  it('exports the brag sheet, and the school documents (states only in the student\'s own copy)', async () => {
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }]);
    await t.documents.save(counselorA, 'st-maya', 'counselor_letter', { ...letterText, aiDraftUsed: true });
    const full = await exported(admin);
    expect((full.items.bragSheet as { answers: { answer: string }[] }).answers[0].answer).toBe('Built a rover');
    expect((full.items.schoolDocuments as { text: string; aiDraftUsed: boolean }[])[0]).toMatchObject({ text: letterText.text, aiDraftUsed: true });
    const own = await exported(maya);
    expect((own.items.bragSheet as { answers: { answer: string }[] }).answers[0].answer).toBe('Built a rover');
    expect(own.items.schoolDocuments).toEqual([{ kind: 'counselor_letter', state: 'draft', updatedAt: expect.any(String) }]);
  });

  it('erases the brag sheet, the shares, the documents and their files', async () => {
    const [q1] = (await t.brag.get(maya, 'st-maya')).items;
    await t.brag.save(maya, 'st-maya', [{ questionId: q1.questionId, answer: 'Built a rover' }]);
    const { request } = await t.requests.request(maya, 'st-maya', { teacherUserId: 't-daniel', waived: true });
    await t.brag.share(maya, request.id, true);
    await t.documents.save(counselorA, 'st-maya', 'transcript', { state: 'ready', uploadId: await t.uploaded(counselorA, await pdfNamed('Transcript')) });
    const removed = await t.participant.erase({
      deletionId: 'del-1', studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request', requestedBy: 'admin-1', at: '2026-11-20T15:00:00.000Z',
    });
    expect(removed).toEqual(expect.arrayContaining([{ item: 'school documents', count: 1 }, { item: 'brag sheet', count: 1 }, { item: 'letter files', count: 1 }]));
    expect(t.deleted).toHaveLength(1);
    expect(await t.store.bragSheets.answers('st-maya')).toBeNull();
    expect(await t.store.bragSheets.sharedWith([request.id])).toEqual(new Set());
    expect(await t.store.schoolDocuments.ofStudent('st-maya')).toEqual([]);
  });
});
