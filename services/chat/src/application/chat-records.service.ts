import {
  requireRecordExporter, requireUser,
  type ErasureConfirmation, type Logger, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent,
} from '@counsel/kit';
import type { ChatRecordStore, RemovedItem } from '../ports/chat-records.js';

export interface ChatRecordsDeps {
  store: ChatRecordStore;
  log: Logger;
  /** CHAT_RETENTION_DAYS: turns older than this are deleted with their ratings. */
  retentionDays: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * This service's part of a student's record export, the erasure of everything it holds on a
 * student when the records service's deletion saga asks, and the retention of chat turns.
 */
export class ChatRecordsService implements RecordParticipant {
  private readonly now: () => Date;

  constructor(private readonly deps: ChatRecordsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * The turns asked by or about the student (question, answer, sources, rating) and the read model held on them,
   * for an admin or the student. The owner is the account in chat's read model; a student it does not know yet
   * (the read model may lag) gets an empty part for their own account, anyone else but an admin a 403.
   */
  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const user = requireUser(p);
    const record = await this.deps.store.studentRecord(studentId, studentUserId);
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
  erase(t: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    return this.deps.store.eraseStudent({ deletionId: t.deletionId, studentId: t.studentId, studentUserId: t.studentUserId }, confirm);
  }

  /** Deletes turns (with their ratings) older than the retention period; run at start-up and daily. */
  async purgeExpiredTurns() {
    const cutoff = new Date(this.now().getTime() - this.deps.retentionDays * DAY_MS).toISOString();
    const gone = await this.deps.store.deleteTurnsBefore(cutoff);
    if (gone.turns > 0) this.deps.log.info({ cutoff, ...gone }, 'chat turns past their retention deleted');
    return gone;
  }
}
