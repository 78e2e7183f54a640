import {
  eraseThroughStore, exportOwnedPart, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart,
  type ErasingStore, type RecordParticipant, type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import type { ErasureWrites } from '../ports/erasures-repository.js';
import type { PlanningStore } from '../ports/planning-store.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['academic plan', 'plan comments', 'plan history', 'student record'] as const;

/** The student's academic plan as part of their record: exported with the rest and erased with it. */
export class PlanningRecordsService implements RecordParticipant {
  constructor(private readonly deps: { store: PlanningStore }) {}

  async exportPart(p: Principal | null, s: RecordStudent): Promise<RecordExportPart> {
    const { store } = this.deps;
    return exportOwnedPart(p, s, 'planning', (await store.students.get(s.studentId))?.userId ?? null, async () => ({
      academicPlan: await store.plans.get(s.studentId), comments: await store.plans.comments(s.studentId), history: await store.plans.history(s.studentId),
    }));
  }

  erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const { store } = this.deps;
    // The kit's erasure reads the ledger and writes the erasure: the erasures repository, in the store's unit of work.
    const erasing: ErasingStore<ErasureWrites> = {
      erasedDeletion: (deletionId) => store.erasures.recorded(deletionId),
      write: (work, events) => store.write((w) => work(w.erasures), events),
    };
    return eraseThroughStore(erasing, d, confirm, ERASED_ITEMS, async () => [
      (await store.plans.get(d.studentId)) ? 1 : 0, (await store.plans.comments(d.studentId)).length, (await store.plans.history(d.studentId)).length,
      (await store.students.get(d.studentId)) ? 1 : 0,
    ]);
  }
}
