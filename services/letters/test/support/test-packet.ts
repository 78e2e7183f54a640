import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalBlobStore, receiveUpload, RecordReads, type Principal } from '@counsel/kit';
import { writePdf } from '@counsel/kit/pdf';
import { Subjects } from '@counsel/proto-events';
import { BragSheetsService } from '../../src/application/brag-sheets.service.js';
import { PacketService } from '../../src/application/packet.service.js';
import { schoolDocumentPolicy, SchoolDocumentsService } from '../../src/application/school-documents.service.js';
import { log, testLetters } from './test-letters.js';

/** Letters with the packet's use cases over a real blob store in a temporary directory. */
export async function testPacket(maxBytes = 200_000) {
  const t = await testLetters();
  const dir = mkdtempSync(path.join(tmpdir(), 'letters-packet-'));
  const blobs = new LocalBlobStore(path.join(dir, 'blobs'));
  const base = { store: t.store, events: t.events, reads: new RecordReads(t.bus, Subjects.lettersRecordRead, log), yearlyLimit: 25, now: () => t.clock.now };
  const uploads = { ledger: t.store, blobs, now: () => t.clock.now, log };
  const documents = new SchoolDocumentsService({ ...base, blobs, uploads, maxBytes, urlTtlSeconds: 900 });
  return {
    ...t, blobs, uploads,
    documents,
    /** A staff member's signed upload of these bytes, as the gateway streams it in: its id, for a save. */
    uploaded: async (who: Principal, bytes: Uint8Array) => {
      const r = await documents.reserveUpload(who);
      await receiveUpload(uploads, schoolDocumentPolicy(maxBytes), { uploadId: r.uploadId, ownerUserId: who.userId, body: Readable.from([Buffer.from(bytes)]) });
      return r.uploadId;
    },
    brag: new BragSheetsService(base),
    packets: new PacketService({ ...base, blobs }),
    close: async () => { await t.close(); await blobs.close(); rmSync(dir, { recursive: true, force: true }); },
  };
}
export type TestPacket = Awaited<ReturnType<typeof testPacket>>;

/** A one-page PDF whose text names it (what a staff upload sends). */
export const pdfNamed = async (title: string) => writePdf({ title }, [{ kind: 'paragraph', text: `${title} body` }]);
