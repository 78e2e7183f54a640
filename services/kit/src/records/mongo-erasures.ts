// Types only: the model is built from the connection's own mongoose (as the outbox's), so embedded mode never
// loads the MongoDB driver through this file.
import type { ClientSession, Connection, Model } from 'mongoose';
import type { MongoOutbox } from '../outbox/mongo-outbox.js';
import type { Stage } from '../outbox/unit-of-work.js';
import { ErasureLedgerReads, type ErasureConfirmation, type ErasureTarget, type RemovedItem } from './erasures.js';

interface ErasureDoc { _id: string; studentId: string; studentUserId: string; removed: RemovedItem[]; erasedAt: string }

/**
 * The erasure ledger in a service's own MongoDB database (collection `erasures`): one document per deletion, with
 * the counts it confirmed. Only ids and counts: nothing of the student's record.
 */
export class MongoErasures {
  private readonly model: Model<ErasureDoc>;

  constructor(conn: Connection, private readonly outbox: MongoOutbox) {
    const schema = new conn.base.Schema<ErasureDoc>({
      _id: String, studentId: { type: String, required: true, index: true }, studentUserId: { type: String, index: true }, removed: [{ _id: false, item: String, count: Number }], erasedAt: String,
    }, { versionKey: false });
    this.model = conn.model<ErasureDoc>('Erasure', schema, 'erasures');
  }

  /** Builds the collection's indexes (start-up). */
  async init(): Promise<void> {
    await this.model.init();
  }

  /** Runs `erase` once per deletion, then records it and commits `confirm`'s event; a redelivery confirms the first counts. */
  async eraseOnce(t: ErasureTarget, erase: () => Promise<RemovedItem[]>, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const removed = (await this.recorded(t.deletionId)) ?? (await this.record(t, await erase()));
    await this.outbox.commit([confirm(removed)], async () => true);
    return removed;
  }

  /** What a deletion removed here, if it ran. */
  async recorded(deletionId: string): Promise<RemovedItem[] | null> {
    const done = await this.model.findById(deletionId).lean<ErasureDoc>();
    return done ? done.removed.map((r) => ({ item: r.item, count: r.count })) : null;
  }

  /** The ledger document (first write wins: a redelivery keeps the first counts). `session`: the caller's transaction. */
  async record(t: ErasureTarget, removed: RemovedItem[], session?: ClientSession): Promise<RemovedItem[]> {
    await this.model.updateOne(
      { _id: t.deletionId }, { $setOnInsert: { studentId: t.studentId, studentUserId: t.studentUserId, removed, erasedAt: new Date().toISOString() } },
      { upsert: true, session },
    );
    return removed;
  }

  /**
   * The ledger document, refused when the deletion is recorded already (the driver's duplicate-key error), so a
   * second run of one deletion rolls back the caller's whole unit of work before it removes anything.
   */
  async recordOnce(t: ErasureTarget, removed: RemovedItem[], session?: ClientSession): Promise<void> {
    await this.model.create([{ _id: t.deletionId, studentId: t.studentId, studentUserId: t.studentUserId, removed, erasedAt: new Date().toISOString() }], { session });
  }

  /**
   * Completes the documents of a service whose `erasures` came before the ledger ({ _id, studentId, at }: the
   * tombstones without counts) in place, so every tombstone still holds: no counts (nothing removed to confirm
   * again) and no account id ('': those students stay matched by their profile id). Run at start, before use.
   */
  async adoptEarlierTombstones(): Promise<number> {
    const r = await this.model.collection.updateMany(
      { removed: { $exists: false } },
      [{ $set: { studentUserId: '', removed: [], erasedAt: { $ifNull: ['$at', ''] } } }, { $unset: 'at' }],
    );
    return r.modifiedCount;
  }

  async isErased(studentId: string): Promise<boolean> {
    return (await this.model.exists({ studentId: { $eq: studentId } })) !== null;
  }

  /** Whether the student with this account was erased (events keyed by the account: enrollments, sign-ups). */
  async isUserErased(studentUserId: string): Promise<boolean> {
    return studentUserId !== '' && (await this.model.exists({ studentUserId: { $eq: studentUserId } })) !== null;
  }
}

/**
 * One aggregate's share of a student's documents in a MongoDB store: it erases its own with the unit of work's
 * session (none on a standalone server). The account id reaches what is kept by account (uploads).
 */
export interface MongoStudentRowsPart { eraseStudent(studentId: string, session: ClientSession | undefined, studentUserId: string): Promise<unknown> }

/** A collection that removes documents in a session: a mongoose model. */
interface DeletingModel { deleteMany(filter: Record<string, string>, options: { session?: ClientSession }): PromiseLike<unknown> }

/**
 * A part given as data: the documents of `model` whose `field` holds the student's profile id, or (`by: 'account'`)
 * their account id, for a store whose collections are not each behind an aggregate's class.
 */
export function mongoStudentDocuments(model: DeletingModel, field = 'studentId', by: 'student' | 'account' = 'student'): MongoStudentRowsPart {
  return { eraseStudent: async (studentId, session, studentUserId) => model.deleteMany({ [field]: by === 'account' ? studentUserId : studentId }, { session }) };
}

/**
 * What a second run of one deletion meets. SQLite's primary key always refuses it; on MongoDB a store either refuses
 * it the same way (`refuse`: the ledger's _id collides, the whole unit of work rolls back) or lets it through
 * (`keep-first-counts`: an upsert that keeps the first run's counts; the parts erase again, which removes nothing).
 */
export type SecondRun = 'refuse' | 'keep-first-counts';

/**
 * A store's erasure repository over the ledger above, the twin of SqliteRecordErasures: its tombstones, and the
 * erasure of a student's documents across the store's aggregates inside the unit of work: each part in the order given,
 * with the ledger's document first in a transaction and last without one (see SecondRun for what a second run meets).
 */
export class MongoRecordErasures extends ErasureLedgerReads<MongoErasures> {
  constructor(ledger: MongoErasures, private readonly erasedParts: readonly MongoStudentRowsPart[], private readonly secondRun: SecondRun = 'keep-first-counts') {
    super(ledger);
  }

  /** Builds the ledger's indexes (start-up), for a store that opens the ledger itself. */
  init(): Promise<void> {
    return this.ledger.init();
  }

  writes(stage: Stage): { erase(t: ErasureTarget, removed: readonly RemovedItem[]): void } {
    return { erase: (t, removed) => stage((session) => this.erase(t, removed, session)) };
  }

  /** The erasure inside the unit of work (a store overrides it only to refuse in its own words). */
  protected async erase(t: ErasureTarget, removed: readonly RemovedItem[], session: ClientSession | undefined): Promise<void> {
    const record = () => (this.secondRun === 'refuse' ? this.ledger.recordOnce(t, [...removed], session) : this.ledger.record(t, [...removed], session).then(() => {}));
    // In a transaction the ledger goes first, so a second run is refused before it removes anything. Without one (a
    // standalone server) it goes last: a failure part way leaves no ledger, and the redelivery erases what is left
    // instead of confirming a deletion that did not finish.
    if (session) await record();
    for (const part of this.erasedParts) await part.eraseStudent(t.studentId, session, t.studentUserId);
    if (!session) await record();
  }
}
