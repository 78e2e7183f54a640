import { OutboxEvents, outboxEvent, requireRecordExporter, type EventBus, type Logger, type Principal, type RecordExportPart, type Subscription } from '@counsel/kit';
import { Subjects, type DeletionRequested } from '@counsel/proto-events';
import type { CounselingStore, StudentHoldings } from '../ports/counseling-store.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['notes', 'note edits', 'meetings', 'task assignments', 'tasks', 'student record'] as const;

/** A student's record in the counseling service (issue 20): its part of an export, and its erasure. */
export class RecordsService {
  constructor(private readonly d: { store: CounselingStore; events: OutboxEvents; now?: () => Date }) {}

  /**
   * Authorization first, against the owner counseling holds (its read model); a student counseling never heard
   * of is checked against the account id the caller passed, and has an empty part.
   */
  async exportPart(p: Principal | null | undefined, studentId: string, studentUserId: string): Promise<RecordExportPart> {
    const held = await this.d.store.holdings(studentId);
    requireRecordExporter(p ?? null, held.student?.userId ?? studentUserId);
    return { service: 'counseling', items: held.student ? exportItems(held, p?.role === 'student') : {} };
  }

  /**
   * Erases the student and confirms what was removed, in one transaction with the confirmation (the outbox).
   * A redelivered request finds its erasure done and does nothing.
   */
  async erase(e: DeletionRequested, log: Logger): Promise<void> {
    if (await this.d.store.erasureDone(e.deletionId)) return;
    const held = await this.d.store.holdings(e.studentId);
    const counts = [held.notes.length, held.revisions.length, held.meetings.length, held.assignments.length, held.soleTasks, held.student ? 1 : 0];
    const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
    const now = this.d.now?.() ?? new Date();
    await this.d.store.commit(
      { erase: { deletionId: e.deletionId, studentId: e.studentId, at: now.toISOString() } },
      [outboxEvent(Subjects.counselingRecordErased, { deletionId: e.deletionId, studentId: e.studentId, removed }, now)],
    );
    this.d.events.committed();
    log.info({ deletionId: e.deletionId, studentId: e.studentId, removed }, 'student erased from counseling');
  }
}

/**
 * Notes with their edit history, meetings, and task assignments with their tasks' titles and dates. The student's
 * own copy leaves out counselors' notes and meetings' notes, which the portal never shows them (issue 21); a family's
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

export async function subscribeRecordErasure(bus: EventBus, records: RecordsService, log: Logger): Promise<Subscription[]> {
  return [await bus.subscribe(Subjects.recordsDeletionRequested, (e) => records.erase(e.data, log), { durable: 'counseling-erase' })];
}
