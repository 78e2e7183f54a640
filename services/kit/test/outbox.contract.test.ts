import { afterEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutboxRelay } from '../src/outbox/outbox-relay.js';
import { outboxEvent, type OutboxEvent, type Outbox } from '../src/outbox/outbox.js';
import { MongoOutbox } from '../src/outbox/mongo-outbox.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from '../src/outbox/sqlite-outbox.js';
import { openSqlite } from '../src/store/sqlite.js';
import { describeWithMongo, uniqueDbName } from './support/mongo-container.js';
import { OutageBus } from './support/outage-bus.js';
import { quietPeriod, until } from './support/eventually.js';

/** A store with one table of notes and an outbox: how each technology commits a change with its events. */
interface Harness {
  outbox: Outbox;
  /** Adds a note with its events in one commit; `outcome` 'fail' throws inside it, 'nothing' changes nothing. */
  write(note: string, events: OutboxEvent[], outcome?: 'ok' | 'fail' | 'nothing'): Promise<void>;
  notes(): Promise<string[]>;
  close(): Promise<void>;
}

const uploaded = (fileId: string) => outboxEvent(Subjects.knowledgeFileUploaded, { fileId });

function outboxContract(name: string, open: () => Promise<Harness>) {
  describe(`Outbox contract: ${name}`, () => {
    let h: Harness;
    afterEach(async () => { await h.close(); });

    it('keeps the events of a committed change, oldest first, with their id, time and data', async () => {
      h = await open();
      const [a, b, c] = ['a', 'b', 'c'].map(uploaded);
      await h.write('1', [a, b]);
      await h.write('2', [c]);
      expect(await h.notes()).toEqual(['1', '2']);
      expect(await h.outbox.pendingEvents(10)).toEqual([a, b, c]);
      expect(await h.outbox.pendingEvents(2)).toEqual([a, b]);
    });

    it('keeps no event of a change that failed or changed nothing', async () => {
      h = await open();
      await expect(h.write('1', [uploaded('lost')], 'fail')).rejects.toThrow('simulated failure');
      await h.write('2', [uploaded('none')], 'nothing');
      expect(await h.notes()).toEqual([]);
      expect(await h.outbox.pendingEvents(10)).toEqual([]);
    });

    it('forgets a published event, and a second time is a no-op', async () => {
      h = await open();
      const [a, b] = ['a', 'b'].map(uploaded);
      await h.write('1', [a, b]);
      await h.outbox.eventPublished(a.id);
      await h.outbox.eventPublished(a.id);
      expect(await h.outbox.pendingEvents(10)).toEqual([b]);
    });

    it('forgets a published batch in one write, skipping ids no longer pending', async () => {
      h = await open();
      const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(uploaded);
      await h.write('1', [a, b, c, d]);
      await h.outbox.eventPublished(a.id);
      await h.outbox.eventsPublished([a.id, c.id]);
      await h.outbox.eventsPublished([]);
      expect(await h.outbox.pendingEvents(10)).toEqual([b, d]);
    });

    it('is relayed in order, in batches, each event once, once the bus takes them', async () => {
      h = await open();
      const bus = await OutageBus.open();
      const seen: EventEnvelope[] = await bus.record(Subjects.knowledgeFileUploaded);
      const relay = new OutboxRelay({ store: h.outbox, bus, log: pino({ level: 'silent' }), batchSize: 2, retryDelayMs: () => 20 });
      try {
        bus.down = true;
        const written = ['1', '2', '3', '4', '5'].map(uploaded);
        for (const e of written) {
          await h.write(e.data.fileId, [e]);
          relay.kick();
        }
        await relay.flush();
        bus.down = false;
        await until('the five relayed events', () => seen.length >= 5);
        await quietPeriod(200); // each event once: nothing to wait for, so room for a duplicate to show up
        expect(seen.map((e) => e.id)).toEqual(written.map((e) => e.id));
        expect(await h.outbox.pendingEvents(10)).toEqual([]);
      } finally {
        await relay.close();
        await bus.close();
      }
    });
  });
}

outboxContract('SQLite', async () => {
  const db = openSqlite(':memory:', 'outbox', [`CREATE TABLE notes (id TEXT PRIMARY KEY); ${OUTBOX_TABLE_SQL}`]);
  const outbox = new SqliteOutbox(db);
  return {
    outbox,
    async write(note, events, outcome = 'ok') {
      db.transaction(() => {
        if (outcome === 'nothing') return; // a store appends only when its write changed something
        db.prepare('INSERT INTO notes VALUES (?)').run(note);
        outbox.append(events);
        if (outcome === 'fail') throw new Error('simulated failure');
      })();
    },
    notes: async () => (db.prepare('SELECT id FROM notes ORDER BY id').all() as { id: string }[]).map((r) => r.id),
    close: async () => { db.close(); },
  };
});

await describeWithMongo('Outbox contract: MongoDB', (mongo) => {
  outboxContract('MongoDB', async () => {
    const { default: mongoose } = await import('mongoose');
    const conn = await mongoose.createConnection(await mongo.url(), { dbName: uniqueDbName('outbox') }).asPromise();
    const notes = conn.model<{ _id: string }>('Note', new mongoose.Schema({ _id: String }, { versionKey: false }), 'notes');
    const outbox = new MongoOutbox(conn);
    await outbox.init();
    return {
      outbox,
      async write(note, events, outcome = 'ok') {
        await outbox.commit(events, async (session) => {
          if (outcome === 'nothing') return false;
          if (outcome === 'fail') throw new Error('simulated failure');
          await notes.create([{ _id: note }], { session });
          return true;
        });
      },
      notes: async () => (await notes.find().sort({ _id: 1 }).lean()).map((d) => d._id),
      close: () => conn.close(),
    };
  });
});
