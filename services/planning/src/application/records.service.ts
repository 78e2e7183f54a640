import {
  requireRecordExporter, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant,
  type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import type { PlanningStore } from '../ports/planning-store.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['academic plan', 'plan comments', 'plan history', 'student record'] as const;

/** The student's academic plan as part of their record: exported with the rest and erased with it. */
export class PlanningRecordsService implements RecordParticipant {
  constructor(private readonly deps: { store: PlanningStore }) {}

  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const { store } = this.deps;
    const student = await store.student(studentId);
    requireRecordExporter(p, student?.userId ?? studentUserId);
    if (student && student.userId !== studentUserId) return { service: 'planning', items: {} };
    const plan = await store.plan(studentId);
    return {
      service: 'planning',
      items: { academicPlan: plan, comments: await store.comments(studentId), history: await store.history(studentId) },
    };
  }

  async erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const { store } = this.deps;
    const done = await store.erasedDeletion(d.deletionId);
    if (done) {
      await store.write(() => {}, [confirm(done)]);
      return done;
    }
    const counts = [
      (await store.plan(d.studentId)) ? 1 : 0, (await store.comments(d.studentId)).length, (await store.history(d.studentId)).length,
      (await store.student(d.studentId)) ? 1 : 0,
    ];
    const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
    await store.write((w) => w.erase({ deletionId: d.deletionId, studentId: d.studentId, studentUserId: d.studentUserId }, removed), [confirm(removed)]);
    return removed;
  }
}
