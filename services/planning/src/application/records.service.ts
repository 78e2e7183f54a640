import {
  eraseThroughStore, exportOwnedPart, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart,
  type RecordParticipant, type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import type { PlanningStore } from '../ports/planning-store.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['academic plan', 'plan comments', 'plan history', 'student record'] as const;

/** The student's academic plan as part of their record: exported with the rest and erased with it. */
export class PlanningRecordsService implements RecordParticipant {
  constructor(private readonly deps: { store: PlanningStore }) {}

  async exportPart(p: Principal | null, s: RecordStudent): Promise<RecordExportPart> {
    const { store } = this.deps;
    return exportOwnedPart(p, s, 'planning', (await store.student(s.studentId))?.userId ?? null, async () => ({
      academicPlan: await store.plan(s.studentId), comments: await store.comments(s.studentId), history: await store.history(s.studentId),
    }));
  }

  erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const { store } = this.deps;
    return eraseThroughStore(store, d, confirm, ERASED_ITEMS, async () => [
      (await store.plan(d.studentId)) ? 1 : 0, (await store.comments(d.studentId)).length, (await store.history(d.studentId)).length,
      (await store.student(d.studentId)) ? 1 : 0,
    ]);
  }
}
