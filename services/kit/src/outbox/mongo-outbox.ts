// Types only: the schema is built from the connection's own mongoose, so importing this file (from the kit's
// entry point) never loads the MongoDB driver in embedded mode.
import type { ClientSession, Connection, Model } from 'mongoose';
import type { OutboxEvent, Outbox } from './outbox.js';

export interface OutboxDoc { _id: string; seq: number; subject: string; time: string; payload: string }

let seqTail = 0;
/** Write order across processes and restarts: the clock first, then a per-process counter. */
const nextSeq = () => Date.now() * 1000 + (seqTail = (seqTail + 1) % 1000);

/**
 * The outbox in a service's own MongoDB database (collection `outbox`). Use `commit` for every write that
 * reports events. Where the deployment has transactions (a replica set or sharded cluster, as in production),
 * the change and its events commit in one transaction: `write` must pass the session it gets to each of its
 * operations. A standalone server has no transactions; there the events are written FIRST and the change after,
 * and removed again when the change throws or reports `false` or `null` (nothing changed). So a crash can never lose an
 * event; at worst (a crash between the two writes) it publishes one for a change that was not made. That is
 * the safe side for our events: each carries the full new state, and consumers apply them idempotently.
 */
export class MongoOutbox implements Outbox {
  readonly model: Model<OutboxDoc>;
  private transactions: boolean | null = null;

  constructor(private readonly conn: Connection) {
    const schema = new conn.base.Schema<OutboxDoc>({
      _id: String, seq: { type: Number, index: true }, subject: String, time: String, payload: String,
    }, { versionKey: false });
    this.model = (conn.models.OutboxEvent as Model<OutboxDoc> | undefined) ?? conn.model<OutboxDoc>('OutboxEvent', schema, 'outbox');
  }

  /** Builds the index and finds out whether the server supports transactions. */
  async init(): Promise<void> {
    await this.model.init();
    await this.supportsTransactions();
  }

  async commit<T>(events: readonly OutboxEvent[], write: (session: ClientSession | undefined) => Promise<T>): Promise<T> {
    if (events.length === 0) return write(undefined);
    if (await this.supportsTransactions()) {
      return this.conn.transaction(async (session) => {
        const result = await write(session);
        if (changed(result)) await this.model.insertMany(events.map(toDoc), { session });
        return result;
      });
    }
    await this.model.insertMany(events.map(toDoc));
    let result: T;
    try {
      result = await write(undefined);
    } catch (err) {
      await this.forget(events);
      throw err;
    }
    if (!changed(result)) await this.forget(events);
    return result;
  }

  /**
   * Runs `write` in one transaction where the server has transactions (a replica set, as deployed; retried on a
   * write conflict), else as it goes: for a store whose writes must be atomic without events to commit (a read model).
   */
  async inTransaction<T>(write: (session: ClientSession | undefined) => Promise<T>): Promise<T> {
    return (await this.supportsTransactions()) ? this.conn.transaction(write) : write(undefined);
  }

  async pendingEvents(limit: number): Promise<OutboxEvent[]> {
    const docs = await this.model.find().sort({ seq: 1 }).limit(limit).lean<OutboxDoc[]>();
    return docs.map((d) => ({ id: d._id, subject: d.subject as OutboxEvent['subject'], time: d.time, data: JSON.parse(d.payload) as OutboxEvent['data'] }));
  }

  async eventPublished(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }

  async eventsPublished(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.model.deleteMany({ _id: { $in: [...ids] } });
  }

  private async forget(events: readonly OutboxEvent[]) {
    await this.model.deleteMany({ _id: { $in: events.map((e) => e.id) } });
  }

  private async supportsTransactions(): Promise<boolean> {
    if (this.transactions === null) {
      const hello = await this.conn.db!.admin().command({ hello: 1 }) as { setName?: string; msg?: string };
      this.transactions = Boolean(hello.setName) || hello.msg === 'isdbgrid';
    }
    return this.transactions;
  }
}

/** `false` and `null` are how the stores say a write found nothing to change. */
const changed = (result: unknown) => result !== false && result !== null;

const toDoc = (e: OutboxEvent): OutboxDoc => ({ _id: e.id, seq: nextSeq(), subject: e.subject, time: e.time, payload: JSON.stringify(e.data) });
