import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { LocalBlobStore, OutboxEvents, RecordReads, openSqlite, type Principal } from '@counsel/kit';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { pdfBytes } from '../../../kit/test/support/sample-files.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteDocumentStore } from '../adapters/sqlite/sqlite-document-store.js';
import { DocumentsService } from './documents.service.js';

const student: Principal = { userId: 'user-1', email: 's@example.com', firstName: 'S', lastName: 'T', role: 'student', sessionId: 's-1' };

describe('documents events through a bus outage', () => {
  let dir: string;
  let bus: OutageBus;
  let service: DocumentsService;
  let events: OutboxEvents;
  let seen: EventEnvelope[];
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'documents-events-'));
    bus = await OutageBus.open();
    seen = await bus.record(Subjects.documentsDocumentCreated, Subjects.documentsDocumentDeleted);
    const store = new SqliteDocumentStore(openSqlite(dir, 'documents', migrations));
    events = new OutboxEvents(store.outbox, bus, pino({ level: 'silent' }), () => 50);
    service = new DocumentsService({
      store, blobs: new LocalBlobStore(path.join(dir, 'blobs')), events, log: pino({ level: 'silent' }), reads: new RecordReads(bus, Subjects.documentsRecordRead, pino({ level: 'silent' })),
      maxBytes: 1_000_000, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
    });
    await service.recordStudentOwner('student-1', student.userId, null);
  });
  afterEach(async () => {
    await events.close();
    await bus.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async () => {
    const r = await service.reserveUpload(student);
    await service.receive(r.uploadId, student.userId, Readable.from([pdfBytes()]));
    return service.register(student, 'student-1', { uploadId: r.uploadId, fileName: 'transcript.pdf' });
  };

  it('registers and deletes while the bus is down, then delivers every event once when it is back', async () => {
    bus.down = true;
    const kept = await upload();
    const removed = await upload();
    await service.remove(student, removed.id);
    await quietPeriod(200); // nothing may arrive while the bus is down: no condition to wait for, so a pause
    expect(seen).toEqual([]);

    bus.down = false; // no further write: the relay's own retry must deliver
    await until('the three document events', () => seen.length >= 3);
    await quietPeriod(); // each event once: nothing to wait for, so room for a duplicate to show up
    expect(seen.map((e) => [e.subject, e.data.documentId])).toEqual([
      [Subjects.documentsDocumentCreated, kept.id],
      [Subjects.documentsDocumentCreated, removed.id],
      [Subjects.documentsDocumentDeleted, removed.id],
    ]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(3);
  });
});
