import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { pdfBytes } from '../../../kit/test/support/sample-files.js';
import { admin, counselor, dataDir, startInstance, type Instance } from '../../test/support/pipeline-harness.js';

describe('knowledge events through a bus outage', () => {
  let data: ReturnType<typeof dataDir>;
  let bus: OutageBus;
  let instance: Instance;
  let seen: EventEnvelope[];
  beforeEach(async () => {
    data = dataDir();
    bus = await OutageBus.open();
    seen = await bus.record(Subjects.knowledgeContentChanged, Subjects.knowledgeFileUploaded, Subjects.knowledgeReindexRequested);
    // The real SQLite store and index; the indexing pipeline is not started, so only the staff's writes publish.
    instance = await startInstance(data.dir, bus, { start: false, outboxRetryDelayMs: () => 50 });
  });
  afterEach(async () => {
    await instance.close();
    await bus.close();
    data.remove();
  });

  it('creates, edits and deletes content, uploads a file and asks for a reindex while the bus is down; each event arrives once after', async () => {
    const { content, files } = instance.app;
    bus.down = true;
    const note = await content.create(admin, { type: 'note', title: 'Essay tips', body: 'Start early.' });
    await content.update(admin, note.id, { title: 'Essay tips, revised' });
    const link = await content.create(admin, { type: 'link', title: 'FAFSA', url: 'https://studentaid.gov/' });
    await content.delete(admin, link.id);
    const file = await files.addBytes(counselor.userId, { fileName: 'timeline.pdf', bytes: pdfBytes('Apply by November.') });
    await files.delete(counselor, file!.id);
    const { requestId } = await content.reindex(admin);
    await quietPeriod(200); // nothing may arrive while the bus is down: no condition to wait for, so a pause
    expect(seen).toEqual([]);

    bus.down = false; // no further write: the relay's own retry must deliver
    await until('the eight knowledge events', () => seen.length >= 8);
    await quietPeriod(); // each event once: nothing to wait for, so room for a duplicate to show up
    const changes = seen.filter((e) => e.subject === Subjects.knowledgeContentChanged).map((e) => e.data as { itemId: string; change: string; title: string });
    expect(changes.map((c) => [c.itemId, c.change, c.title])).toEqual([
      [note.id, 'created', 'Essay tips'],
      [note.id, 'updated', 'Essay tips, revised'],
      [link.id, 'created', 'FAFSA'],
      [link.id, 'deleted', 'FAFSA'],
      [`doc-${file!.id}`, 'created', 'timeline'],
      [`doc-${file!.id}`, 'deleted', 'timeline'],
    ]);
    expect(seen.filter((e) => e.subject === Subjects.knowledgeFileUploaded).map((e) => e.data)).toEqual([{ fileId: file!.id }]);
    expect(seen.filter((e) => e.subject === Subjects.knowledgeReindexRequested).map((e) => e.data)).toEqual([{ requestId, actorId: admin.userId }]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(8);
  });
});
