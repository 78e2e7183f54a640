import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, type RecordExportPart } from '@counsel/kit';
import { Subjects, type DeletionCompleting, type DeletionRequested } from '@counsel/proto-events';
import JSZip from 'jszip';
import { readPdf } from '../../../kit/test/support/read-pdf.js';
import { recordsHarness, who } from '../../test/records-harness.js';
import { eventually } from '../../../kit/test/support/eventually.js';
import type { ExportSources } from '../ports/export-sources.js';

/** The language identity answers for the caller who exports (null: none chosen). */
let readerLanguage: string | null = null;
const noSources: ExportSources = {
  part: async (service) => ({ service, items: {} } satisfies RecordExportPart),
  file: async () => { throw new Error('no files'); },
  readerLanguage: async () => readerLanguage,
};

let h: Awaited<ReturnType<typeof recordsHarness>>;
let clock = new Date('2026-06-01T00:00:00Z');
beforeEach(async () => {
  readerLanguage = null;
  clock = new Date('2026-06-01T00:00:00Z');
  h = await recordsHarness(noSources, { now: () => clock, retentionDays: 365 });
});
afterEach(async () => h.close());

const read = (subject: typeof Subjects.studentsRecordRead | typeof Subjects.documentsRecordRead, studentId: string, actorId = 'c-1') =>
  h.bus.publish(subject, { studentId, actorId, actorRole: 'counselor', actorName: 'Casey Counselor', parts: ['profile'], detail: null });

describe('the access log', () => {
  it('keeps every staff read from any service, newest first; an admin sees who, what and where', async () => {
    await h.profile('s-1', 'u-1');
    await read(Subjects.studentsRecordRead, 's-1');
    await h.bus.publish(Subjects.documentsRecordRead, { studentId: 's-1', actorId: 'a-1', actorRole: 'admin', actorName: 'Ada Admin', parts: ['document_file'], detail: 'doc-9' });
    await read(Subjects.studentsRecordRead, 's-2');
    await eventually(async () => expect((await h.access.list(who('admin'), 's-1', 1, 50)).total).toBe(2));
    const page = await h.access.list(who('admin'), 's-1', 1, 50);
    expect(page.items.map((e) => [e.actorName, e.service, e.parts[0], e.detail]).sort()).toEqual([
      ['Ada Admin', 'documents', 'document_file', 'doc-9'], ['Casey Counselor', 'students', 'profile', null],
    ]);
  });

  it('shows the student their own log with names and roles only; others get 404, counselors 403', async () => {
    await h.profile('s-1', 'u-1');
    await read(Subjects.studentsRecordRead, 's-1');
    await eventually(async () => expect((await h.access.list(who('admin'), 's-1', 1, 50)).total).toBe(1));
    const own = await h.access.list(who('student', 'u-1'), 's-1', 1, 50);
    expect(own.items[0]).toMatchObject({ actorName: 'Casey Counselor', actorRole: 'counselor', actorId: '', detail: null, service: '' });
    await expect(h.access.list(who('student', 'u-2'), 's-1', 1, 50)).rejects.toThrow(NotFoundError);
    await expect(h.access.list(who('counselor'), 's-1', 1, 50)).rejects.toThrow(ForbiddenError);
    await expect(h.access.list(who('admin'), 's-1', 0, 50)).rejects.toThrow('page must be a whole number from 1');
  });

  it('keeps a guardian\'s read, and shows a linked guardian the child\'s log as the student sees it; any other guardian 404', async () => {
    await h.profile('s-1', 'u-1');
    await h.bus.publish(Subjects.collegesRecordRead, { studentId: 's-1', actorId: 'g-1', actorRole: 'guardian', actorName: 'Lucía Chen', parts: ['college_list'], detail: null });
    await eventually(async () => expect((await h.access.list(who('admin'), 's-1', 1, 50)).total).toBe(1));
    const linked = { ...who('guardian', 'g-1'), studentUserIds: ['u-1'] };
    const seen = await h.access.list(linked, 's-1', 1, 50);
    expect(seen.items).toEqual([expect.objectContaining({ actorName: 'Lucía Chen', actorRole: 'guardian', actorId: '', service: '', parts: ['college_list'] })]);
    await expect(h.access.list({ ...linked, studentUserIds: ['u-2'] }, 's-1', 1, 50)).rejects.toThrow(NotFoundError);
    await expect(h.access.list(who('teacher'), 's-1', 1, 50)).rejects.toThrow(ForbiddenError);
  });

  it('is append-only: a redelivered read is kept once and no entry can be rewritten', async () => {
    const e = await read(Subjects.studentsRecordRead, 's-1');
    await h.access.append(e as never, 'students');
    await eventually(async () => expect((await h.access.list(who('admin'), 's-1', 1, 50)).total).toBe(1));
    expect(() => h.db.prepare("UPDATE access_log SET actor_name = 'someone else'").run()).toThrow(/append-only/);
  });

  it('removes entries past the access log retention period only', async () => {
    await h.access.append({ id: 'old', subject: Subjects.studentsRecordRead, time: '2026-01-01T00:00:00Z', data: { studentId: 's-1', actorId: 'c', actorRole: 'counselor', actorName: 'C', parts: ['profile'], detail: null } }, 'students');
    await h.access.append({ id: 'new', subject: Subjects.studentsRecordRead, time: '2026-05-20T00:00:00Z', data: { studentId: 's-1', actorId: 'c', actorRole: 'counselor', actorName: 'C', parts: ['profile'], detail: null } }, 'students');
    expect(await h.access.purge(clock)).toBe(1);
    expect((await h.access.list(who('admin'), 's-1', 1, 50)).items.map((e) => e.id)).toEqual(['new']);
  });
});

describe('an export', () => {
  const summaryOf = async (language: string | null) => {
    readerLanguage = language;
    const job = await h.exports.start(who('student', 'u-1'), 'a-token', 's-1');
    await h.exports.settled();
    const { stream } = await h.exports.openArchive(who('student', 'u-1'), job.id);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const zip = await JSZip.loadAsync(Buffer.concat(chunks));
    return readPdf(await zip.file('summary.pdf')!.async('uint8array'));
  };

  it('writes the summary in the language the asker chose on their account, English when none, the name as written', async () => {
    await h.profile('s-1', 'u-1', { first: 'Lucía Ñúñez' });
    const es = await summaryOf('es');
    expect(es.lines[0]).toBe('Expediente del estudiante: Lucía Ñúñez Reyes');
    expect(es.lines).toEqual(expect.arrayContaining(['El estudiante', 'Perfil', 'Cursos', 'Preferencias universitarias', 'Lista de universidades', 'Documentos']));
    expect(es.lines.join('\n')).toContain('exportado el 1 de junio de 2026');
    expect(es.lines).not.toContain('The student');
    expect(es.lang).toBe('es');

    for (const language of [null, 'en']) {
      const en = await summaryOf(language);
      expect(en.lines[0]).toBe('Student record: Lucía Ñúñez Reyes');
      expect(en.lines).toEqual(expect.arrayContaining(['The student', 'Profile', 'College list']));
      expect(en.lang).toBe('en');
    }
  });
});

describe('a deletion', () => {
  const confirm = (subject: typeof Subjects.studentsRecordErased, deletionId: string, count = 1) =>
    h.bus.publish(subject, { deletionId, studentId: 's-1', removed: [{ item: 'things', count }] });
  const ERASERS = [Subjects.studentsRecordErased, Subjects.documentsRecordErased, Subjects.chatRecordErased, Subjects.collegesRecordErased, Subjects.counselingRecordErased, Subjects.lettersRecordErased, Subjects.notificationsRecordErased, Subjects.planningRecordErased, Subjects.outcomesRecordErased, Subjects.reportingRecordErased, Subjects.rosterRecordErased] as const;

  it('asks every service, waits for each, asks identity last, and only then is complete with a certificate', async () => {
    const requested: DeletionRequested[] = [];
    const completing: DeletionCompleting[] = [];
    await h.bus.subscribe(Subjects.recordsDeletionRequested, async (e) => { requested.push(e.data); }, { durable: 't-req' });
    await h.bus.subscribe(Subjects.recordsDeletionCompleting, async (e) => { completing.push(e.data); }, { durable: 't-comp' });
    await h.profile('s-1', 'u-1', { first: 'Ánh Nguyễn 陈 Zoë — Ōtsuka' });
    await expect(h.deletions.request(who('counselor'), 's-1')).rejects.toThrow(ForbiddenError);
    await expect(h.deletions.request(who('admin'), 'nobody')).rejects.toThrow(NotFoundError);
    const d = await h.deletions.request(who('admin'), 's-1');
    h.events.committed();
    await eventually(() => expect(requested).toEqual([{ deletionId: d.id, studentId: 's-1', studentUserId: 'u-1', reason: 'request', requestedBy: 'admin-id' }]));
    await expect(h.deletions.request(who('admin'), 's-1')).rejects.toThrow(ConflictError);

    // Every erasing service but roster (the last of ERASERS), reporting's dashboards among them.
    for (const s of ERASERS.slice(0, -1)) await confirm(s, d.id);
    await eventually(async () => expect((await h.deletions.get(who('admin'), d.id))?.confirmations).toHaveLength(ERASERS.length - 1));
    expect(completing).toEqual([]); // roster has not confirmed: identity must not go yet
    await expect(h.deletions.certificate(who('admin'), d.id)).rejects.toThrow('The deletion is not complete yet: waiting for roster, identity, records');

    await confirm(Subjects.rosterRecordErased, d.id);
    await confirm(Subjects.rosterRecordErased, d.id, 99); // a repeat: the first confirmation stays
    await eventually(() => expect(completing).toHaveLength(1));
    expect((await h.deletions.get(who('admin'), d.id))?.state).toBe('in_progress');

    await h.bus.publish(Subjects.identityRecordErased, { deletionId: d.id, studentId: 's-1', removed: [{ item: 'account', count: 1 }] });
    await eventually(async () => expect((await h.deletions.get(who('admin'), d.id))?.state).toBe('complete'));
    const done = (await h.deletions.get(who('admin'), d.id))!;
    expect(done.confirmations.map((c) => c.service).sort()).toEqual(['chat', 'colleges', 'counseling', 'documents', 'identity', 'letters', 'notifications', 'outcomes', 'planning', 'records', 'reporting', 'roster', 'students']);
    expect(done.confirmations.find((c) => c.service === 'roster')?.removed).toEqual([{ item: 'things', count: 1 }]);
    expect(await h.store.student('s-1')).toBeNull();
    const cert = await h.deletions.certificate(who('admin'), d.id);
    expect((await readPdf(cert.pdf)).lines).toEqual(expect.arrayContaining(['Certificate of deletion', 'Student: Ánh Nguyễn 陈 Zoë — Ōtsuka Reyes', 'Things: 1']));
    await expect(h.deletions.certificate(who('counselor'), d.id)).rejects.toThrow(ForbiddenError);

    // A late profile event about the deleted student does not bring their copy back.
    await h.profile('s-1', 'u-1');
    expect(await h.store.student('s-1')).toBeNull();
    expect(completing).toHaveLength(1);
  });
});

describe('retention', () => {
  it('lists who left long enough ago, stays off until an admin saw the dry run, then deletes them by the same path', async () => {
    await h.profile('s-old', 'u-old', { status: 'alumni', time: '2025-05-01T00:00:00Z' });
    await h.profile('s-recent', 'u-recent', { status: 'inactive', time: '2026-03-01T00:00:00Z' });
    await h.profile('s-active', 'u-active', { time: '2020-01-01T00:00:00Z' });
    // The same status again later does not restart the count.
    await h.profile('s-old', 'u-old', { status: 'alumni', time: '2026-05-30T00:00:00Z' });

    expect(await h.retention.run()).toBe(0); // off
    await expect(h.retention.setEnabled(who('admin'), true)).rejects.toThrow('Look at the retention preview before switching retention on');
    await expect(h.retention.preview(who('counselor'))).rejects.toThrow(ForbiddenError);
    const preview = await h.retention.preview(who('admin'));
    expect(preview).toMatchObject({ enabled: false, retentionDays: 365, total: 1 });
    expect(preview.candidates).toEqual([expect.objectContaining({ studentId: 's-old', status: 'alumni', statusSince: '2025-05-01T00:00:00Z', dueAt: '2026-05-01T00:00:00.000Z' })]);

    const after = await h.retention.setEnabled(who('admin'), true);
    expect(after.enabled).toBe(true);
    const open = await h.store.openDeletionFor('s-old');
    expect(open).toMatchObject({ reason: 'retention', requestedBy: null });
    expect(await h.store.openDeletionFor('s-recent')).toBeNull();
    expect(await h.retention.run()).toBe(0); // already under way: not asked twice
  });
});

describe('the copy of each student', () => {
  it('is left as it was by the same profile published again later, and takes a change', async () => {
    await h.profile('s-1', 'u-1', { time: '2026-01-10T08:00:00.000Z' });
    const held = await h.store.student('s-1');
    expect(held).toMatchObject({ name: 'Robin Reyes', updatedAt: '2026-01-10T08:00:00.000Z' });

    // The students service publishes every profile again once after an upgrade: nothing here changed.
    await h.profile('s-1', 'u-1', { time: '2026-06-01T00:00:00.000Z' });
    expect(await h.store.student('s-1')).toEqual(held);

    await h.profile('s-1', 'u-1', { time: '2026-06-02T00:00:00.000Z', schoolId: 'school-b' });
    expect(await h.store.student('s-1')).toMatchObject({ schoolId: 'school-b', updatedAt: '2026-06-02T00:00:00.000Z', statusSince: held!.statusSince });
  });
});
