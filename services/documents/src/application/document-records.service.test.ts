import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import {
  DurableLocalBus, ForbiddenError, LocalBlobStore, OutboxEvents, RecordReads, UnauthenticatedError, createLogger, loadConfig, subscribeAll, type Principal, type RecordExportPart, type Subscription,
} from '@counsel/kit';
import { pdfBytes, textBytes } from '../../../kit/test/support/sample-files.js';
import { openDocumentStore } from '../adapters/open-adapters.js';
import { documentsConfigSchema } from '../config.js';
import type { DocumentStore } from '../ports/document-store.js';
import { recordParticipantWiring } from '@counsel/kit/server';
import { DocumentRecordsService } from './document-records.service.js';
import { DocumentsService } from './documents.service.js';
import { until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const principal = (role: Principal['role'], userId: string): Principal => ({ userId, email: `${userId}@school.org`, firstName: null, lastName: null, role, sessionId: null });
const maya = principal('student', 'u-maya');
const jordan = principal('student', 'u-jordan');
const counselor = principal('counselor', 'u-coach');
const admin = principal('admin', 'u-admin');

let dir: string;
let blobDir: string;
let store: DocumentStore;
let bus: DurableLocalBus;
let documents: DocumentsService;
let records: DocumentRecordsService;
let events: OutboxEvents;
let participant: ReturnType<typeof recordParticipantWiring>;
let subs: Subscription[];
let erased: EventPayloads[typeof Subjects.documentsRecordErased][];

beforeEach(async () => {
  // Real SQLite in memory, the durable bus in memory, the local blob store in a temporary folder.
  dir = mkdtempSync(path.join(tmpdir(), 'document-records-'));
  blobDir = path.join(dir, 'blobs');
  store = await openDocumentStore(loadConfig(documentsConfigSchema, { DATA_DIR: ':memory:' }), log);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const blobs = new LocalBlobStore(blobDir);
  events = new OutboxEvents(store.outbox, bus, log, () => 10);
  documents = new DocumentsService({
    store, blobs, events, log, reads: new RecordReads(bus, Subjects.documentsRecordRead, log),
    maxBytes: 100_000, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
  });
  records = new DocumentRecordsService({ store, blobs });
  participant = recordParticipantWiring('documents', records, events, log);
  erased = [];
  subs = [
    ...(await subscribeAll(bus, participant.subscriptions)),
    await bus.subscribe(Subjects.documentsRecordErased, async (e) => { erased.push(e.data); }, { durable: 'test-erased' }),
  ];
  await documents.recordStudentOwner('student-maya', 'u-maya', null);
  await documents.recordStudentOwner('student-jordan', 'u-jordan', null);
});
afterEach(async () => {
  for (const s of subs) await s.stop();
  await events.close();
  await bus.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(who: Principal, studentId: string, fileName = 'transcript.pdf', bytes = pdfBytes()) {
  const r = await documents.reserveUpload(who);
  await documents.receive(r.uploadId, who.userId, Readable.from([bytes]));
  return documents.register(who, studentId, { uploadId: r.uploadId, fileName });
}
/** An upload whose bytes arrived but that was never registered: a row and a blob the student still has here. */
async function strayUpload(who: Principal) {
  const r = await documents.reserveUpload(who);
  await documents.receive(r.uploadId, who.userId, Readable.from([textBytes()]));
  return r.uploadId;
}
const exported = async (who: Principal | null, studentId = 'student-maya', studentUserId = 'u-maya') =>
  (await records.exportPart(who, { studentId, studentUserId })) satisfies RecordExportPart;
const blobFiles = () => readdirSync(blobDir).filter((n) => n.endsWith('.blob')).sort();

describe('DocumentRecordsService: export', () => {
  it('gives an admin and the student the documents\' metadata, the upload rows and the files to fetch', async () => {
    const a = await upload(maya, 'student-maya', 'transcript.pdf');
    const b = await upload(maya, 'student-maya', 'essay.txt', textBytes());
    await upload(jordan, 'student-jordan');
    const stray = await strayUpload(maya);
    for (const who of [admin, maya]) {
      const part = await exported(who);
      expect(part.service).toBe('documents');
      const docs = part.items.documents as Record<string, unknown>[];
      expect(docs.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
      expect(docs.find((d) => d.id === a.id)).toMatchObject({
        studentId: 'student-maya', ownerUserId: 'u-maya', fileName: 'transcript.pdf', fileType: 'application/pdf', fileSize: pdfBytes().length,
        uploadedAt: a.uploadedAt, uploadId: a.uploadId, filePath: `/api/documents/${a.id}/file`,
      });
      const uploads = part.items.uploads as { uploadId: string; registeredAt: string | null }[];
      expect(uploads.map((u) => u.uploadId).sort()).toEqual([a.uploadId, b.uploadId, stray].sort());
      expect(part.files?.sort((x, y) => x.id.localeCompare(y.id))).toEqual([
        { id: a.id, fileName: 'transcript.pdf', fileType: 'application/pdf', size: pdfBytes().length },
        { id: b.id, fileName: 'essay.txt', fileType: 'text/plain; charset=utf-8', size: textBytes().length },
      ].sort((x, y) => x.id.localeCompare(y.id)));
    }
    // What the part announces can be fetched by the same callers from the file route's use case.
    for (const who of [admin, maya]) {
      const file = await documents.openFile(who, a.id);
      const chunks: Buffer[] = [];
      for await (const c of file.stream) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(pdfBytes())).toBe(true);
    }
  });

  it('refuses another student and counselors (403), and the signed-out (401)', async () => {
    await upload(maya, 'student-maya');
    await expect(exported(jordan)).rejects.toBeInstanceOf(ForbiddenError);
    // Naming their own account does not make another student's record theirs: the owner held here decides.
    await expect(exported(jordan, 'student-maya', 'u-jordan')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exported(counselor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exported(null)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('answers an empty part for a student unknown here: to an admin, and to the student for their own account only', async () => {
    const empty = { service: 'documents', items: { documents: [], uploads: [] }, files: [] };
    expect(await exported(admin, 'student-new', 'u-new')).toEqual(empty);
    expect(await exported(principal('student', 'u-new'), 'student-new', 'u-new')).toEqual(empty);
    await expect(exported(principal('student', 'u-other'), 'student-new', 'u-new')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exported(counselor, 'student-new', 'u-new')).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('DocumentRecordsService: erasure', () => {
  const request = { deletionId: 'del-1', studentId: 'student-maya', studentUserId: 'u-maya', reason: 'request' as const, requestedBy: 'u-admin' };
  const at = new Date().toISOString();

  it('erases the student\'s rows and blob files on a deletion request, keeps another student\'s, and confirms the counts', async () => {
    const a = await upload(maya, 'student-maya');
    await upload(maya, 'student-maya', 'essay.txt', textBytes());
    await strayUpload(maya);
    const kept = await upload(jordan, 'student-jordan');
    const jordanBlob = (await store.documents.get(kept.id))!.blobId;
    expect(blobFiles()).toHaveLength(4);

    await bus.publish(Subjects.recordsDeletionRequested, request);
    await until('the confirmation', () => erased.length > 0);
    expect(erased).toEqual([{
      deletionId: 'del-1', studentId: 'student-maya',
      removed: [{ item: 'documents', count: 2 }, { item: 'files', count: 3 }, { item: 'upload records', count: 3 }, { item: 'student account link', count: 1 }],
    }]);
    // Really gone: no row, no blob file, no owner; Jordan's document and file untouched.
    expect(await store.documents.list('student-maya')).toEqual([]);
    expect(await store.documents.get(a.id)).toBeNull();
    expect(await store.uploads.ofOwner('u-maya')).toEqual([]);
    expect(await store.owners.get('student-maya')).toBeNull();
    expect(blobFiles()).toEqual([`${jordanBlob}.blob`]);
    expect(await store.documents.list('student-jordan')).toHaveLength(1);
    expect(await store.uploads.ofOwner('u-jordan')).toHaveLength(1);
    expect(await store.owners.get('student-jordan')).not.toBeNull();
    // An admin's export now finds nothing of Maya's.
    expect(await exported(admin)).toEqual({ service: 'documents', items: { documents: [], uploads: [] }, files: [] });
  });

  it('is idempotent: a redelivered request removes nothing more and confirms the same counts', async () => {
    await upload(maya, 'student-maya');
    const first = await participant.erase({ ...request, at });
    const again = await participant.erase({ ...request, at });
    expect(again).toEqual(first);
    expect(first).toContainEqual({ item: 'documents', count: 1 });
    await until('the second confirmation', () => erased.length >= 2);
    expect(erased.map((e) => e.removed)).toEqual([first, first]);
    // A student this service never held: every count 0.
    expect(await participant.erase({ ...request, deletionId: 'del-2', studentId: 'student-ghost', studentUserId: 'u-ghost', at }))
      .toEqual([{ item: 'documents', count: 0 }, { item: 'files', count: 0 }, { item: 'upload records', count: 0 }, { item: 'student account link', count: 0 }]);
  });

  it('keeps an erased student\'s owner row from coming back with a late profile event', async () => {
    await participant.erase({ ...request, at });
    await documents.recordStudentOwner('student-maya', 'u-maya', null);
    expect(await store.owners.get('student-maya')).toBeNull();
  });
});
