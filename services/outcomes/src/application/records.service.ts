import {
  eraseThroughStore, exportOwnedPart, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart,
  type RecordParticipant, type RecordStudent, type RemovedItem,
} from '@counsel/kit';
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
    return exportOwnedPart(p, s, 'outcomes', (await store.student(s.studentId))?.userId ?? null, async () => ({
      applicationSnapshots: (await store.applications(s.studentId)).filter((a) => a.submittedAt !== null)
        .map(({ applicationId, collegeId, submittedAt, gpa, sat, act }) => ({ applicationId, collegeId, submittedAt, gpa, sat, act })),
      outcomes: (await store.outcomesOfStudent(s.studentId))
        .map(({ classYear, collegeId, plan, result, gpa, sat, act }) => ({ classYear, collegeId, plan, result, gpa, sat, act })),
    }));
  }

  erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const { store } = this.deps;
    return eraseThroughStore(store, d, confirm, ERASED_ITEMS, async () => [
      (await store.applications(d.studentId)).filter((a) => a.submittedAt !== null).length,
      (await store.outcomesOfStudent(d.studentId)).length,
      (await store.student(d.studentId)) ? 1 : 0,
    ]);
  }
}
