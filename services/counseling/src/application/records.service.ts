import {
  requireRecordExporter, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import type { CounselingStore } from '../ports/counseling-store.js';
import type { StudentHoldings } from '../ports/erasures-repository.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['notes', 'note edits', 'meetings', 'task assignments', 'tasks', 'student record'] as const;

/** A student's record in the counseling service: its part of an export, and its erasure. */
export class RecordsService implements RecordParticipant {
  constructor(private readonly deps: { store: CounselingStore }) {}

  /**
   * Authorization first, against the owner counseling holds (its read model); a student counseling never heard
   * of is checked against the account id the caller passed, and has an empty part.
   */
  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const held = await this.deps.store.erasures.holdings(studentId);
    requireRecordExporter(p, held.student?.userId ?? studentUserId);
    return { service: 'counseling', items: held.student ? exportItems(held, p?.role === 'student') : {} };
  }

  /**
   * Erases the student and confirms what was removed, in one transaction with the confirmation (the outbox).
   * A redelivered request finds its erasure done and does nothing.
   */
  async erase(e: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[] | void> {
    if (await this.deps.store.erasures.recorded(e.deletionId)) return;
    const held = await this.deps.store.erasures.holdings(e.studentId);
    const counts = [held.notes.length, held.revisions.length, held.meetings.length, held.assignments.length, held.soleTasks, held.student ? 1 : 0];
    const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
    const target = { deletionId: e.deletionId, studentId: e.studentId, studentUserId: e.studentUserId };
    await this.deps.store.write((w) => w.erasures.erase(target, removed), [confirm(removed)]);
    return removed;
  }
}

/**
 * Notes with their edit history, meetings, and task assignments with their tasks' titles and dates. The student's
 * own copy leaves out counselors' notes and meetings' notes, which the portal never shows them; a family's
 * request for those goes through the district, whose admin's export has them in full.
 */
function exportItems(h: StudentHoldings, forStudent: boolean): Record<string, unknown> {
  return {
    ...(forStudent ? {} : { notes: h.notes.map((n) => ({ ...n, history: h.revisions.filter((r) => r.noteId === n.id) })) }),
    meetings: forStudent ? h.meetings.map(({ note: _note, ...m }) => m) : h.meetings,
    taskAssignments: h.assignments.map((a) => ({
      taskId: a.taskId, title: a.task.title, dueDate: a.task.dueDate, applicationId: a.task.applicationId, assignedBy: a.task.createdByName,
      assignedAt: a.task.createdAt, done: a.done, doneAt: a.doneAt, doneBy: a.doneBy,
    })),
  };
}
