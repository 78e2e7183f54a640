import type { Principal } from '../auth.js';
import type { OutboxEvent } from '../outbox/outbox.js';
import type { ErasureConfirmation, ErasureTarget, RemovedItem } from './erasures.js';
import { requireRecordExporter, type RecordExportPart } from './record-export.js';
import type { RecordDeletion, RecordStudent } from './record-participant.js';

/**
 * A participant's export part against the owner its store holds (null: it holds no copy of the student): authorizes
 * first (requireRecordExporter), then answers nothing for a student id paired with another account, else `items()`.
 */
export async function exportOwnedPart(
  p: Principal | null, student: RecordStudent, service: string, ownerUserId: string | null,
  items: () => Promise<Record<string, unknown>>,
): Promise<RecordExportPart> {
  requireRecordExporter(p, ownerUserId ?? student.studentUserId);
  if (ownerUserId !== null && ownerUserId !== student.studentUserId) return { service, items: {} };
  return { service, items: await items() };
}

/** A store whose unit of work erases a student with its erasure ledger's row (SqliteErasures / MongoErasures). */
export interface ErasingStore<W extends { erase(t: ErasureTarget, removed: RemovedItem[]): void }> {
  erasedDeletion(deletionId: string): Promise<RemovedItem[] | null>;
  write(work: (w: W) => void, events?: OutboxEvent[]): Promise<void>;
}

/**
 * A participant's erasure through its store's unit of work: once per deletion (a redelivery confirms the first run's
 * counts again), the counts of `items` (in the words the records service shows) taken before the erasure, the
 * erasure, its ledger row and the confirmation committed together.
 */
export async function eraseThroughStore<W extends { erase(t: ErasureTarget, removed: RemovedItem[]): void }>(
  store: ErasingStore<W>, d: RecordDeletion, confirm: ErasureConfirmation, items: readonly string[], counts: () => Promise<number[]>,
): Promise<RemovedItem[]> {
  const done = await store.erasedDeletion(d.deletionId);
  if (done) {
    await store.write(() => {}, [confirm(done)]);
    return done;
  }
  const n = await counts();
  const removed = items.map((item, i) => ({ item, count: n[i] }));
  await store.write((w) => w.erase({ deletionId: d.deletionId, studentId: d.studentId, studentUserId: d.studentUserId }, removed), [confirm(removed)]);
  return removed;
}
