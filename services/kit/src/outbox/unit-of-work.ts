// Types only: loading this file (from the kit's entry point) never loads the MongoDB driver in embedded mode.
import type { ClientSession } from 'mongoose';
import type { SqliteDatabase } from '../store/sqlite.js';
import type { MongoOutbox } from './mongo-outbox.js';
import type { OutboxEvent } from './outbox.js';
import type { SqliteOutbox } from './sqlite-outbox.js';

/** One write of a MongoDB unit of work, run later with the transaction's session (none on a standalone server). */
export type StagedWrite = (session: ClientSession | undefined) => Promise<unknown>;
/** Queues a write in the unit of work, in call order. */
export type Stage = (write: StagedWrite) => void;

/** The part of a mongoose model that replaces documents in bulk. */
interface Replaces<T> {
  bulkWrite(ops: { replaceOne: { filter: { _id: string }; replacement: T; upsert: true } }[], options: { session?: ClientSession }): Promise<unknown>;
}

/** The writes of one MongoDB unit of work, queued as they are called and run in that order inside the outbox's commit. */
export class StagedWrites {
  private readonly queued: { run: StagedWrite; batch?: { model: unknown; docs: unknown[] } }[] = [];

  /** An arrow so a repository can be handed `uow.stage` alone. */
  readonly stage: Stage = (run) => {
    this.queued.push({ run });
  };

  /** A document in full. Consecutive ones of a collection go as one bulkWrite (an import saves thousands). */
  replace<T extends { _id: string }>(model: Replaces<T>, doc: T) {
    const tail = this.queued.at(-1);
    if (tail?.batch?.model === model) {
      tail.batch.docs.push(doc);
      return;
    }
    const docs: T[] = [doc];
    this.queued.push({
      batch: { model, docs },
      run: (session) => model.bulkWrite(docs.map((d) => ({ replaceOne: { filter: { _id: d._id }, replacement: d, upsert: true } })), { session }),
    });
  }

  async run(session: ClientSession | undefined) {
    for (const q of this.queued) await q.run(session);
  }
}

/** Writes called after an await would miss the transaction, so a callback that returns a promise is refused. */
function stageSynchronously<W>(work: (writes: W) => void, writes: W) {
  const done: unknown = work(writes);
  if (done instanceof Promise) throw new Error('a unit of work stages its writes synchronously');
}

/** A SQLite unit of work: the writes run as they are called inside one transaction with the events; a throw rolls all back. */
export function commitSqliteUnit<W>(db: SqliteDatabase, outbox: SqliteOutbox, writes: W, work: (writes: W) => void, events: readonly OutboxEvent[]) {
  db.transaction(() => {
    stageSynchronously(work, writes);
    outbox.append(events);
  })();
}

/** A MongoDB unit of work: the writes are queued as they are called, then run in call order with the events. */
export async function commitMongoUnit<W>(outbox: MongoOutbox, writesFor: (uow: StagedWrites) => W, work: (writes: W) => void, events: readonly OutboxEvent[]) {
  const uow = new StagedWrites();
  stageSynchronously(work, writesFor(uow));
  await outbox.commit(events, async (session) => {
    await uow.run(session);
    return true;
  });
}
