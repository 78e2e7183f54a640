import {
  OutboxRelay, outboxEvent, requireRecordExporter, requireUser,
  type EventBus, type Logger, type Principal, type RecordExportPart,
} from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { ChatRecordStore, ErasureTarget, RemovedItem } from '../ports/chat-records.js';

export interface ChatRecordsDeps {
  store: ChatRecordStore;
  bus: EventBus;
  log: Logger;
  /** CHAT_RETENTION_DAYS: turns older than this are deleted with their ratings. */
  retentionDays: number;
  /** The clock (tests move it). */
  now?: () => Date;
  retryDelayMs?: (attempt: number) => number;
}

const DAY_MS = 86_400_000;

/**
 * Issue 20 in chat: this service's part of a student's record export, the erasure of everything it holds on a
 * student when the records service's deletion saga asks, and the retention of chat turns.
 */
export class ChatRecordsService {
  private readonly outbox: OutboxRelay;
  private readonly now: () => Date;

  constructor(private readonly d: ChatRecordsDeps) {
    this.now = d.now ?? (() => new Date());
    this.outbox = new OutboxRelay({ store: d.store, bus: d.bus, log: d.log, retryDelayMs: d.retryDelayMs });
  }

  /**
   * The turns asked by or about the student (question, answer, sources, rating) and the read model held on them,
   * for an admin or the student. The owner is the account in chat's read model; a student it does not know yet
   * (the read model may lag) gets an empty part for their own account, anyone else but an admin a 403.
   */
  async exportPart(p: Principal | null, studentId: string, studentUserId: string): Promise<RecordExportPart> {
    const user = requireUser(p);
    const record = await this.d.store.studentRecord(studentId, studentUserId);
    const owner = record.context?.userId ?? null;
    if (!owner) {
      requireRecordExporter(user, user.role === 'student' && user.userId === studentUserId ? studentUserId : null);
      return { service: 'chat', items: { chatTurnsAskedByStudent: [], chatTurnsAboutStudent: [], studentContext: null, studentDocuments: [] } };
    }
    requireRecordExporter(user, owner);
    // A turn asked by the account of another student is not this student's (the owner held decides, not the caller).
    const asked = owner === studentUserId ? record.turnsAsked : [];
    return {
      service: 'chat',
      items: {
        chatTurnsAskedByStudent: asked, chatTurnsAboutStudent: record.turnsAbout,
        studentContext: record.context, studentDocuments: record.documents,
      },
    };
  }

  /** Erases the student and confirms through the outbox (one transaction on SQLite); redelivery confirms the same counts. */
  async erase(t: ErasureTarget): Promise<RemovedItem[]> {
    const removed = await this.d.store.eraseStudent(t, (items) =>
      outboxEvent(Subjects.chatRecordErased, { deletionId: t.deletionId, studentId: t.studentId, removed: items }));
    this.outbox.kick();
    this.d.log.info({ deletionId: t.deletionId, studentId: t.studentId, removed }, 'student erased from chat');
    return removed;
  }

  /** Deletes turns (with their ratings) older than the retention period; run at start-up and daily. */
  async purgeExpiredTurns() {
    const cutoff = new Date(this.now().getTime() - this.d.retentionDays * DAY_MS).toISOString();
    const gone = await this.d.store.deleteTurnsBefore(cutoff);
    if (gone.turns > 0) this.d.log.info({ cutoff, ...gone }, 'chat turns past their retention deleted');
    return gone;
  }

  flushOutbox() {
    return this.outbox.flush();
  }

  closeOutbox() {
    return this.outbox.close();
  }
}
