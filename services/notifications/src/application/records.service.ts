import {
  requireRecordExporter, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent,
} from '@counsel/kit';
import type { NotificationsStore } from '../ports/notifications-store.js';

/** A student's record in the notifications service: what it told them and about them, and its erasure. */
export class NotificationsRecordsService implements RecordParticipant {
  constructor(private readonly deps: { store: NotificationsStore }) {}

  /** Authorization first, against the owner this service holds (else the account id the caller passed). */
  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const { store } = this.deps;
    const student = await store.directory.student(studentId);
    const owner = student?.userId ?? studentUserId;
    requireRecordExporter(p, owner);
    const about = (await store.inbox.aboutStudent(studentId)).filter((n) => n.userId === owner);
    return {
      service: 'notifications',
      items: {
        // The student's own notifications about themselves; what staff were told stays with the staff member's account.
        notifications: about.map((n) => ({ kind: n.kind, title: n.title, body: n.body, link: n.link, createdAt: n.createdAt, readAt: n.readAt, email: n.emailState })),
        preferences: await store.inbox.preferences(owner),
      },
    };
  }

  /** Erases every notification about the student or to them, and the copies kept of them; a redelivery confirms the first counts. */
  async erase(d: RecordDeletion, confirm: ErasureConfirmation) {
    return this.deps.store.eraseStudent(d, confirm);
  }
}
