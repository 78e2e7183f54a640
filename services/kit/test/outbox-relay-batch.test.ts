import { afterEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutboxRelay } from '../src/outbox/outbox-relay.js';
import { outboxEvent, type OutboxEvent, type OutboxStore } from '../src/outbox/outbox.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from '../src/outbox/sqlite-outbox.js';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { OutageBus, eventually, settle } from './support/outage-bus.js';

const log = pino({ level: 'silent' });
const uploaded = (fileId: string) => outboxEvent(Subjects.knowledgeFileUploaded, { fileId });

/** A real SQLite outbox holding `n` events, written one commit each as the services do. */
function outboxWith(n: number) {
  const db = openSqlite(':memory:', 'outbox-batch', [OUTBOX_TABLE_SQL]);
  const outbox = new SqliteOutbox(db);
  const written = Array.from({ length: n }, (_, i) => uploaded(String(i)));
  for (const e of written) db.transaction(() => outbox.append([e]))();
  return { db, outbox, written };
}

/** Refuses to delete the outbox row of `id`, so a write that includes it fails there. */
function refuseToForget(db: SqliteDatabase, id: string) {
  db.exec(`CREATE TRIGGER keep_row BEFORE DELETE ON outbox WHEN old.id = '${id}' BEGIN SELECT RAISE(ABORT, 'kept'); END`);
}

/** The SqliteOutbox, counting the outbox writes the relay makes through it. */
function counted(outbox: SqliteOutbox) {
  const calls = { eventsPublished: 0, eventPublished: 0 };
  const store: OutboxStore = {
    pendingEvents: (limit) => outbox.pendingEvents(limit),
    eventPublished: (id) => { calls.eventPublished++; return outbox.eventPublished(id); },
    eventsPublished: (ids) => { calls.eventsPublished++; return outbox.eventsPublished(ids); },
  };
  return { store, calls };
}

/** How the services' stores expose their outbox: pendingEvents and eventPublished forwarded, no batch method. */
const forwarding = (outbox: SqliteOutbox): OutboxStore => ({
  pendingEvents: (limit) => outbox.pendingEvents(limit),
  eventPublished: (id) => outbox.eventPublished(id),
});

const ids = (events: { id: string }[]) => events.map((e) => e.id);

describe('SqliteOutbox batch marking', () => {
  it('forgets a batch in one transaction: all of it, or none when one row fails', async () => {
    const { db, outbox, written: [a, b, c, d] } = outboxWith(4);
    refuseToForget(db, b.id);
    // By message: better-sqlite3's error class can come from another test file's realm in a shared worker.
    const refused = await outbox.eventsPublished([a.id, b.id, c.id]).then(() => null, (err: unknown) => err as Error);
    expect(refused?.message).toBe('kept');
    expect(ids(await outbox.pendingEvents(10))).toEqual(ids([a, b, c, d]));
    await outbox.eventsPublished([a.id, c.id]);
    expect(ids(await outbox.pendingEvents(10))).toEqual(ids([b, d]));
    db.close();
  });

  it('joins eventPublished calls made together into one transaction', async () => {
    const { db, outbox, written: [a, b, c] } = outboxWith(3);
    refuseToForget(db, c.id);
    const results = await Promise.allSettled([a, b, c].map((e) => outbox.eventPublished(e.id)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(ids(await outbox.pendingEvents(10))).toEqual(ids([a, b, c]));
    await Promise.all([a, b].map((e) => outbox.eventPublished(e.id)));
    expect(ids(await outbox.pendingEvents(10))).toEqual([c.id]);
    db.close();
  });
});

describe('OutboxRelay in batches', () => {
  const open: { close(): Promise<void> | void }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  });

  async function setUp(n: number, busOpts: { batch?: boolean } = {}) {
    const { db, outbox, written } = outboxWith(n);
    const bus = await OutageBus.open(busOpts);
    const seen: EventEnvelope[] = await bus.record(Subjects.knowledgeFileUploaded);
    open.push({ close: () => { db.close(); } }, bus);
    return { db, outbox, written, bus, seen };
  }

  function relayOf(store: OutboxStore, bus: OutageBus, batchSize = 500) {
    const relay = new OutboxRelay({ store, bus, log, batchSize, retryDelayMs: () => 20 });
    open.push(relay);
    return relay;
  }

  it('relays a batch in order with one bus write and one outbox write per batch', async () => {
    const { outbox, written, bus, seen } = await setUp(1_200);
    const { store, calls } = counted(outbox);
    await relayOf(store, bus).flush();
    expect(bus.calls).toEqual({ publish: 0, publishMany: 3 });
    expect(calls).toEqual({ eventsPublished: 3, eventPublished: 0 });
    expect(await outbox.pendingEvents(10)).toEqual([]);
    await eventually(() => seen.length >= written.length);
    await settle(200);
    expect(ids(seen)).toEqual(ids(written));
  });

  it('publishes one by one, in order, on a bus without a batch method and a store without one', async () => {
    const { outbox, written, bus, seen } = await setUp(120, { batch: false });
    await relayOf(forwarding(outbox), bus, 50).flush();
    expect(bus.calls).toEqual({ publish: 120, publishMany: 0 });
    expect(await outbox.pendingEvents(10)).toEqual([]);
    await eventually(() => seen.length >= written.length);
    await settle(200);
    expect(ids(seen)).toEqual(ids(written));
  });

  it('loses nothing when the bus fails in the middle of a batch, and resumes once it is back', async () => {
    const { outbox, written, bus, seen } = await setUp(700);
    bus.downAfter(250); // the first 250 of the batch are stored, then the bus refuses
    const relay = relayOf(forwarding(outbox), bus);
    await relay.flush();
    // Refused as a whole: nothing forgotten, so nothing can be lost (the 250 stored go again, same ids).
    expect(ids(await outbox.pendingEvents(1_000))).toEqual(ids(written));
    await settle(100); // retries while the bus is still down change nothing
    expect(await outbox.pendingEvents(1_000)).toHaveLength(700);
    bus.down = false;
    await eventually(() => seen.length >= written.length);
    await eventually(() => bus.calls.publishMany >= 3);
    await relay.flush();
    await settle(200);
    expect(await outbox.pendingEvents(10)).toEqual([]);
    expect(ids(seen)).toEqual(ids(written)); // each once: the log drops the repeated ids
  });

  it('forgets only what a one-by-one bus took before it failed, and resumes with the rest', async () => {
    const { outbox, written, bus, seen } = await setUp(700, { batch: false });
    bus.downAfter(250);
    const relay = relayOf(forwarding(outbox), bus);
    await relay.flush();
    expect(ids(await outbox.pendingEvents(1_000))).toEqual(ids(written.slice(250)));
    bus.down = false;
    await eventually(() => seen.length >= written.length);
    await relay.flush();
    await settle(200);
    expect(await outbox.pendingEvents(10)).toEqual([]);
    expect(ids(seen)).toEqual(ids(written));
  });

  it('republishes a batch the bus took but the outbox did not forget (a crash in between), delivering it once', async () => {
    const { outbox, written, bus, seen } = await setUp(30);
    const toRequest = (e: OutboxEvent) => ({ subject: e.subject, data: e.data, opts: { id: e.id, time: e.time } });
    await bus.publishMany!(written.slice(0, 20).map(toRequest)); // acked, then the process died before the delete
    await relayOf(forwarding(outbox), bus).flush();
    expect(await outbox.pendingEvents(10)).toEqual([]);
    await eventually(() => seen.length >= written.length);
    await settle(200);
    expect(ids(seen)).toEqual(ids(written));
  });
});
