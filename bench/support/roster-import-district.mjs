// A district for the roster import bench (bench/roster-import.bench.mjs): the BUILT roster service's import use
// cases wired as services/roster/src/service.ts wires them in embedded mode (SQLite under DATA_DIR, the local
// blob store, the durable local bus in DATA_DIR/bus.sqlite, the zip spilled under DATA_DIR), and the phases the
// bench times, each a step from the state the previous one left on disk.
//
// Run directly (`node roster-import-district.mjs --case <phase> <dataDir> <uploadId> <reUploadId>`) it runs one
// phase on a DATA_DIR the bench prepared and prints its memory, for peakRssInChild (bench/roster-parse.bench.mjs).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DurableLocalBus, LocalBlobStore, OutboxEvents, createLogger, openSqlite, receiveUpload } from '@counsel/kit';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'services', 'roster', 'dist');
const { migrations } = await import(path.join(dist, 'adapters', 'sqlite', 'migrations.js'));
const { SqliteRosterStore } = await import(path.join(dist, 'adapters', 'sqlite', 'sqlite-roster-store.js'));
const { RosterEvents } = await import(path.join(dist, 'application', 'roster-events.js'));
const { RosterImportsService } = await import(path.join(dist, 'application', 'roster-imports.service.js'));
const { parseRosterFile } = await import(path.join(dist, 'domain', 'roster-file', 'index.js'));

const log = createLogger('roster-import-bench', 'silent');
const ADMIN = { userId: 'bench-admin', email: 'admin@bench.example.org', firstName: null, lastName: null, role: 'admin', sessionId: 's-bench' };

/**
 * The service kicks the outbox relay in the background after apply commits. Here it is left for the 'relay'
 * phase, so that the apply's time is the use case's own and the publishing is timed (and not overlapped with
 * the next measurement) on its own.
 */
class RelayLater extends RosterEvents {
  committed() {}
}

/** Opens (or reopens) the district stored under dataDir. */
export async function openDistrict(dataDir) {
  const store = new SqliteRosterStore(openSqlite(dataDir, 'roster', migrations));
  const bus = await DurableLocalBus.open({ dataDir, log });
  const events = new RelayLater(new OutboxEvents(store.outbox, bus, log));
  const blobs = LocalBlobStore.forService(dataDir, 'roster');
  const readFile = (stream, format) => parseRosterFile(format, { stream }, { tempDir: dataDir });
  const imports = new RosterImportsService({
    store, blobs, events, log, readFile, maxBytes: 200 * 1024 * 1024, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
  });
  return {
    dataDir, store, bus, events, blobs, imports, readFile,
    /** Reserves an upload and stores the file through it, as the signed PUT does; answers the upload id. */
    async upload(file) {
      const r = await imports.reserveUpload(ADMIN);
      await receiveUpload(imports.uploads, imports.policy, { uploadId: r.uploadId, ownerUserId: ADMIN.userId, body: createReadStream(file) });
      return r.uploadId;
    },
    async importOf(uploadId) {
      const { items } = await store.imports.page(100, 0);
      const found = items.find((i) => i.uploadId === uploadId);
      if (!found) throw new Error(`no import of upload ${uploadId}`);
      return found;
    },
    close: async () => { await events.outbox.close(); await bus.close(); await blobs.close(); await store.close(); },
  };
}

const expectCounts = (phase, got, want) => {
  for (const [k, v] of Object.entries(want)) {
    if (got[k] !== v) throw new Error(`${phase}: expected ${k} = ${v}, got ${JSON.stringify(got)}`);
  }
};

/**
 * The phases, in order. `u` = { uploadId, reUploadId } (the same file uploaded twice: a preview registers its
 * upload, and the re-import is a new upload of the unchanged file); `people` = the people the file holds.
 */
export const PHASES = {
  /** The baseline: read the uploaded blob through the service's own reader (spilled, parsed, mapped), nothing else. */
  parse: async (d, u, people) => {
    const upload = await d.imports.uploads.ledger.getUpload(u.uploadId);
    const blob = await d.blobs.get(upload.blobId);
    const parsed = await d.readFile(blob.stream, 'ONEROSTER_ZIP');
    if (parsed.people.length !== people) throw new Error(`parse: expected ${people} people, got ${parsed.people.length}`);
  },
  preview: async (d, u, people) => {
    const r = await d.imports.preview(ADMIN, { uploadId: u.uploadId, format: 'ONEROSTER_ZIP', fileName: 'bench.zip' });
    expectCounts('preview', r.counts, { create: people, update: 0, rejected: 0 });
  },
  apply: async (d, u, people) => {
    const r = await d.imports.apply(ADMIN, (await d.importOf(u.uploadId)).id, false);
    expectCounts('apply', r.counts, { create: people, rejected: 0 });
  },
  relay: async (d) => {
    await d.events.outbox.start();
    const left = await d.store.outbox.pendingEvents(1);
    if (left.length) throw new Error('relay: events still pending in the outbox');
  },
  rePreview: async (d, u, people) => {
    const r = await d.imports.preview(ADMIN, { uploadId: u.reUploadId, format: 'ONEROSTER_ZIP', fileName: 'bench.zip' });
    expectCounts('re-preview', r.counts, { create: 0, update: 0, deactivate: 0, rejected: 0, unchanged: people });
  },
  reApply: async (d, u, people) => {
    const r = await d.imports.apply(ADMIN, (await d.importOf(u.reUploadId)).id, false);
    expectCounts('re-apply', r.counts, { create: 0, update: 0, deactivate: 0, unchanged: people });
    // Only the import's own record for the audit log (counsel.roster.import.applied.v1): no roster change.
    const written = (await d.store.outbox.pendingEvents(10)).filter((e) => !e.subject.startsWith('counsel.roster.import.'));
    if (written.length) throw new Error(`re-apply: the unchanged file wrote ${written.map((e) => e.subject).join(', ')}`);
  },
};

/** `--case <phase> <dataDir> <uploadId> <reUploadId> <people>`: one phase in this fresh process; prints { idleKB, peakKB }. */
async function runCase([phase, dataDir, uploadId, reUploadId, people]) {
  const d = await openDistrict(dataDir);
  const idleKB = process.resourceUsage().maxRSS;
  await PHASES[phase](d, { uploadId, reUploadId }, Number(people));
  const peakKB = process.resourceUsage().maxRSS;
  await d.close();
  console.log(JSON.stringify({ idleKB, peakKB }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--case');
  await runCase(process.argv.slice(i + 1));
}
