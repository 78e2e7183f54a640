import { afterAll, afterEach, beforeEach, expect, it } from '@jest/globals';
import type { EventBus } from '@counsel/kit';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { MAX_INDEX_ATTEMPTS } from '../src/application/indexer.js';
import { doc, docx, scannedPdf, textPdf } from './support/fixtures.js';
import { admin, counselor, dataDir, startInstance, type Instance } from './support/pipeline-harness.js';
import { quietPeriod, until } from '../../kit/test/support/eventually.js';

/** Indexing runs extraction and embedding (over JetStream too): longer than the helper's default wait. */
const PIPELINE = { timeoutMs: 30_000, intervalMs: 50 };
/** A scanned PDF's OCR or several retries take longer still. */
const SLOW_INDEXING = { timeoutMs: 60_000, intervalMs: 50 };

export interface BusFactory {
  /** A bus for one instance; instances of one test share the same underlying log (one stream on NATS). */
  bus(): Promise<EventBus>;
  /** Events published on a subject so far (across instances), for counting. */
  seen(subject: string): EventEnvelope[];
  reset(): Promise<void>;
  cleanup(): Promise<void>;
}

/** The indexing pipeline end to end; run over the embedded bus (in memory) and over JetStream. */
export function pipelineScenarios(f: BusFactory) {
  let dir: ReturnType<typeof dataDir>;
  const instances: Instance[] = [];
  const buses: EventBus[] = [];
  const start = async (opts: Parameters<typeof startInstance>[2] = {}) => {
    const bus = await f.bus();
    buses.push(bus);
    const inst = await startInstance(dir.dir, bus, opts);
    instances.push(inst);
    return inst;
  };
  const status = (i: Instance, id: string) => () => i.store.files.get(id);

  beforeEach(async () => {
    dir = dataDir();
    await f.reset();
  });
  afterEach(async () => {
    for (const i of instances.splice(0)) await i.close().catch(() => undefined);
    for (const b of buses.splice(0)) await b.close().catch(() => undefined);
    dir.remove();
  });
  afterAll(() => f.cleanup());

  it('indexes a text PDF, a .docx, a .doc and a scanned PDF, and search finds each', async () => {
    const k = await start();
    const files = [
      await k.app.files.addBytes(counselor.userId, { fileName: 'scholarships.pdf', bytes: await textPdf() }),
      await k.app.files.addBytes(counselor.userId, { fileName: 'interviews.docx', bytes: await docx() }),
      await k.app.files.addBytes(counselor.userId, { fileName: 'gap-year.doc', bytes: doc() }),
      await k.app.files.addBytes(counselor.userId, { fileName: 'visit.pdf', bytes: await scannedPdf() }),
    ];
    for (const file of files) {
      const done = await until('the file\'s indexing', status(k, file!.id), (x) => x?.status !== 'Pending', SLOW_INDEXING);
      expect(done).toMatchObject({ status: 'Indexed', statusReason: null });
      expect(done!.chunkCount).toBeGreaterThan(0);
    }
    const find = async (q: string) => (await k.app.search.search(counselor, { query: q, k: 3 }))[0];
    expect(await find('Rotary essay contest')).toMatchObject({ sourceId: files[0]!.id, sourceType: 'knowledge_base', page: 1 });
    expect((await find('questions about the honors program'))?.sourceId).toBe(files[1]!.id);
    expect((await find('deferred enrollment gap year'))?.sourceId).toBe(files[2]!.id);
    expect((await find('campus visit checklist'))?.sourceId).toBe(files[3]!.id);
    // The status is written before the event is published (state first), so the last event may trail it.
    expect((await until('the four file-indexed events', async () => f.seen(Subjects.knowledgeFileIndexed), (e) => e.length >= 4, PIPELINE)).length).toBe(4);
  }, 120_000);

  it('marks an unreadable file Failed with a reason, and publishes file.failed', async () => {
    const k = await start();
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const file = await k.app.files.addBytes(counselor.userId, { fileName: 'broken.pdf', bytes: broken });
    const done = await until('the file\'s indexing', status(k, file!.id), (x) => x?.status !== 'Pending', PIPELINE);
    expect(done).toMatchObject({ status: 'Failed', statusReason: 'The file is not a readable PDF', chunkCount: 0 });
    await until('the file-failed event', async () => f.seen(Subjects.knowledgeFileFailed), (e) => e.some((x) => (x.data as { fileId: string }).fileId === file!.id), PIPELINE);
  });

  it('retries after an unexpected error (redelivery), then indexes once', async () => {
    const k = await start();
    k.extractor.failuresLeft = 2;
    const file = await k.app.files.addBytes(counselor.userId, { fileName: 'scholarships.pdf', bytes: await textPdf() });
    expect(await until('the file\'s indexing', status(k, file!.id), (x) => x?.status !== 'Pending', SLOW_INDEXING)).toMatchObject({ status: 'Indexed', attempts: 0 });
    expect(k.extractor.calls).toBe(3);
    // A duplicate delivery of the same event changes nothing.
    await buses[0].publish(Subjects.knowledgeFileUploaded, { fileId: file!.id });
    await quietPeriod(); // the duplicate must not extract again: no condition to wait for, so a pause
    expect(k.extractor.calls).toBe(3);
    expect((await until('the file-indexed event', async () => f.seen(Subjects.knowledgeFileIndexed), (e) => e.length >= 1, PIPELINE)).length).toBe(1);
  }, 90_000);

  it(`gives up after ${MAX_INDEX_ATTEMPTS} unexpected failures and says so`, async () => {
    const k = await start();
    k.extractor.failuresLeft = 100;
    const file = await k.app.files.addBytes(counselor.userId, { fileName: 'scholarships.pdf', bytes: await textPdf() });
    const done = await until('the file\'s indexing', status(k, file!.id), (x) => x?.status !== 'Pending', SLOW_INDEXING);
    expect(done).toMatchObject({ status: 'Failed', statusReason: expect.stringContaining('upload it again') });
  }, 90_000);

  it('resumes a file left Pending by a restart in the middle of indexing', async () => {
    const first = await start();
    let release!: () => void;
    first.extractor.gate = new Promise<void>((r) => { release = r; });
    const file = await first.app.files.addBytes(counselor.userId, { fileName: 'scholarships.pdf', bytes: await textPdf() });
    await until('the extraction to start', async () => first.extractor.calls, (n) => n > 0, PIPELINE);
    // Crash: the handler is stuck mid-extraction; stop taking events, then let it go without letting it finish its write.
    const stopping = first.close();
    first.index.replaceSource = async () => { throw new Error('process gone'); };
    release();
    await stopping;
    await buses[0].close();

    const second = await start({ start: false });
    expect((await second.store.files.get(file!.id))?.status).toBe('Pending');
    await second.start();
    const done = await until('the file\'s indexing after the restart', status(second, file!.id), (x) => x?.status !== 'Pending', SLOW_INDEXING);
    expect(done).toMatchObject({ status: 'Indexed' });
    expect((await second.app.search.search(counselor, { query: 'Rotary essay contest', k: 1 }))[0]?.sourceId).toBe(file!.id);
  }, 90_000);

  it('removes a deleted file and a deleted note from search', async () => {
    const k = await start();
    const file = await k.app.files.addBytes(counselor.userId, { fileName: 'scholarships.pdf', bytes: await textPdf() });
    await until('the file\'s indexing', status(k, file!.id), (x) => x?.status === 'Indexed', SLOW_INDEXING);
    const note = await k.app.content.create(admin, { type: 'note', title: 'Portfolio reviews', body: 'Art applicants upload a portfolio through SlideRoom.', tags: ['art'] });
    await until('the note in search', () => k.app.search.search(counselor, { query: 'SlideRoom portfolio', k: 1 }), (h) => h[0]?.sourceId === note.id, PIPELINE);
    await k.app.files.delete(counselor, file!.id);
    await k.app.content.delete(admin, note.id);
    expect(await k.app.search.search(counselor, { query: 'Rotary essay contest', k: 5 })).toEqual([]);
    await until('the note gone from search', () => k.app.search.search(counselor, { query: 'SlideRoom portfolio', k: 5 }), (h) => h.length === 0, PIPELINE);
    expect(await k.index.chunkCount()).toBe(0);
  }, 90_000);

  it('follows edits of a note, and of a document item\'s title and tags', async () => {
    const k = await start();
    const file = await k.app.files.addBytes(counselor.userId, { fileName: 'scholarships.pdf', bytes: await textPdf() });
    await until('the file\'s indexing', status(k, file!.id), (x) => x?.status === 'Indexed', SLOW_INDEXING);
    const note = await k.app.content.create(admin, { type: 'note', title: 'Portfolio reviews', body: 'Art applicants upload a portfolio through SlideRoom.' });
    await k.app.content.update(admin, note.id, { body: 'Music applicants send a prescreening recording.' });
    await until('the edited note in search', () => k.app.search.search(counselor, { query: 'prescreening recording', k: 1 }), (h) => h[0]?.sourceId === note.id, PIPELINE);
    const item = (await k.store.content.forFile(file!.id))!;
    await k.app.content.update(admin, item.id, { title: 'Scholarship Handbook', tags: ['money'] });
    await until('the new title and tags in search', () => k.app.search.search(counselor, { query: 'Rotary essay', k: 1, filters: { tags: ['money'] } }), (h) => h[0]?.title === 'Scholarship Handbook', PIPELINE);
  }, 90_000);

  it('reindexes everything without a moment where search finds nothing', async () => {
    const k = await start();
    const file = await k.app.files.addBytes(counselor.userId, { fileName: 'scholarships.pdf', bytes: await textPdf() });
    await until('the file\'s indexing', status(k, file!.id), (x) => x?.status === 'Indexed', SLOW_INDEXING);
    await k.app.content.create(admin, { type: 'note', title: 'Portfolio reviews', body: 'Art applicants upload a portfolio through SlideRoom.' });
    await until('the note in search', () => k.app.search.search(counselor, { query: 'SlideRoom', k: 1 }), (h) => h.length === 1, PIPELINE);
    const before = f.seen(Subjects.knowledgeFileIndexed).length;
    let empty = 0;
    let stop = false;
    const reader = (async () => {
      while (!stop) {
        if ((await k.app.search.search(counselor, { query: 'Rotary essay contest', k: 1 })).length === 0) empty++;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const r = await k.app.content.reindex(admin);
    expect(r.queued).toBe(2);
    await until('the reindex to finish', async () => ({ files: await k.store.files.toIndex(), items: await k.store.content.toIndex() }), (x) => x.files.length === 0 && x.items.length === 0, SLOW_INDEXING);
    stop = true;
    await reader;
    expect(empty).toBe(0);
    expect((await until('the reindex\'s file-indexed event', async () => f.seen(Subjects.knowledgeFileIndexed), (e) => e.length >= before + 1, PIPELINE)).length).toBe(before + 1);
    expect((await k.store.files.get(file!.id))!.status).toBe('Indexed');
  }, 90_000);
}
