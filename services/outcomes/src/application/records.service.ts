import {
  eraseThroughStore, exportOwnedPart, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart,
  type ErasingStore, type RecordParticipant, type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import type { ErasureWrites } from '../ports/erasures-repository.js';
import type { OutcomesStore } from '../ports/outcomes-store.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['application score snapshots', 'outcomes made anonymous', 'student record'] as const;

/**
 * The student's part of the school's history: exported with their record; on deletion their snapshots and copy go,
 * and their outcomes stay only as anonymous rows (no student id, no application id; no name was ever kept).
 */
export class OutcomesRecordsService implements RecordParticipant {
  constructor(private readonly deps: { store: OutcomesStore }) {}

  async exportPart(p: Principal | null, s: RecordStudent): Promise<RecordExportPart> {
    const { store } = this.deps;
    return exportOwnedPart(p, s, 'outcomes', (await store.students.get(s.studentId))?.userId ?? null, async () => ({
      applicationSnapshots: (await store.students.applications(s.studentId)).filter((a) => a.submittedAt !== null)
        .map(({ applicationId, collegeId, submittedAt, gpa, sat, act }) => ({ applicationId, collegeId, submittedAt, gpa, sat, act })),
      outcomes: (await store.outcomes.ofStudent(s.studentId))
        .map(({ classYear, collegeId, plan, result, gpa, sat, act }) => ({ classYear, collegeId, plan, result, gpa, sat, act })),
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
      (await store.students.applications(d.studentId)).filter((a) => a.submittedAt !== null).length,
      (await store.outcomes.ofStudent(d.studentId)).length,
      (await store.students.get(d.studentId)) ? 1 : 0,
    ]);
  }
}
