import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalBlobStore, RecordReads } from '@counsel/kit';
import { writePdf } from '@counsel/kit/pdf';
import { Subjects } from '@counsel/proto-events';
import { BragSheetsService } from '../../src/application/brag-sheets.service.js';
import { PacketService } from '../../src/application/packet.service.js';
import { SchoolDocumentsService } from '../../src/application/school-documents.service.js';
import { log, testLetters } from './test-letters.js';

/** Letters with the packet's use cases over a real blob store in a temporary directory. */
export async function testPacket(maxBytes = 200_000) {
  const t = await testLetters();
  const dir = mkdtempSync(path.join(tmpdir(), 'letters-packet-'));
  const blobs = new LocalBlobStore(path.join(dir, 'blobs'));
  const base = { store: t.store, events: t.events, reads: new RecordReads(t.bus, Subjects.lettersRecordRead, log), yearlyLimit: 25, now: () => t.clock.now };
  return {
    ...t, blobs,
    documents: new SchoolDocumentsService({ ...base, blobs, maxBytes }),
    brag: new BragSheetsService(base),
    packets: new PacketService({ ...base, blobs }),
    close: async () => { await t.close(); await blobs.close(); rmSync(dir, { recursive: true, force: true }); },
  };
}
export type TestPacket = Awaited<ReturnType<typeof testPacket>>;

/** A one-page PDF whose text names it, as base64 (what a staff upload sends). */
export const pdfBase64 = async (title: string) => Buffer.from(await writePdf({ title }, [{ kind: 'paragraph', text: `${title} body` }])).toString('base64');
