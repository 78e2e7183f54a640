import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalBlobStore, receiveUpload, type Principal } from '@counsel/kit';
import { RosterImportsService } from '../../src/application/roster-imports.service.js';
import { parseRosterFile } from '../../src/domain/roster-file/index.js';
import { log, testRoster } from './test-roster.js';

/** testRoster() plus the import use cases over a real blob store in a temp folder and the real file readers. */
export async function testImports() {
  const t = await testRoster();
  const dir = mkdtempSync(path.join(tmpdir(), 'roster-imports-'));
  const blobs = LocalBlobStore.forService(dir, 'roster');
  const imports = new RosterImportsService({
    store: t.store, blobs, events: t.events, log, readFile: (stream, format, text) => parseRosterFile(format, { stream }, { text }),
    maxBytes: 1024 * 1024, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
  });
  /** Reserves and stores an upload of `bytes` as the admin would through the signed URL. */
  const upload = async (admin: Principal, bytes: string | Buffer) => {
    const r = await imports.reserveUpload(admin);
    await receiveUpload(imports.uploads, imports.policy, { uploadId: r.uploadId, ownerUserId: admin.userId, body: Readable.from([Buffer.from(bytes)]) });
    return r.uploadId;
  };
  return {
    ...t, imports, blobs, upload,
    close: async () => { await t.close(); await blobs.close(); rmSync(dir, { recursive: true, force: true }); },
  };
}
