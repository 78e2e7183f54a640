import {
  requireRecordExporter, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant,
  type RecordStudent, type RemovedItem,
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

  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const { store } = this.deps;
    const student = await store.student(studentId);
    requireRecordExporter(p, student?.userId ?? studentUserId);
    if (student && student.userId !== studentUserId) return { service: 'outcomes', items: {} };
    const snapshots = (await store.applications(studentId)).filter((a) => a.submittedAt !== null)
      .map(({ applicationId, collegeId, submittedAt, gpa, sat, act }) => ({ applicationId, collegeId, submittedAt, gpa, sat, act }));
    const outcomes = (await store.outcomesOfStudent(studentId))
      .map(({ classYear, collegeId, plan, result, gpa, sat, act }) => ({ classYear, collegeId, plan, result, gpa, sat, act }));
    return { service: 'outcomes', items: { applicationSnapshots: snapshots, outcomes } };
  }

  async erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const { store } = this.deps;
    const done = await store.erasedDeletion(d.deletionId);
    if (done) {
      await store.write(() => {}, [confirm(done)]);
      return done;
    }
    const counts = [
      (await store.applications(d.studentId)).filter((a) => a.submittedAt !== null).length,
      (await store.outcomesOfStudent(d.studentId)).length,
      (await store.student(d.studentId)) ? 1 : 0,
    ];
    const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
    await store.write((w) => w.erase({ deletionId: d.deletionId, studentId: d.studentId, studentUserId: d.studentUserId }, removed), [confirm(removed)]);
    return removed;
  }
}
