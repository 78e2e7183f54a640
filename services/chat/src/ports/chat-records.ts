import type { ErasureTarget, OutboxEvent, Outbox, RemovedItem } from '@counsel/kit';
import type { ChatAnswerRecord } from './chat-answers.js';

export type { ErasureTarget, RemovedItem };

/** Chat's read model row on a student, as held (profile, preferences and list as the events carried them). */
export interface HeldStudentContext {
  userId: string | null;
  schoolId: string | null;
  profile: unknown;
  profileAt: string | null;
  preferences: unknown;
  preferencesAt: string | null;
  collegeList: unknown;
  collegeListAt: string | null;
  academicPlan: unknown;
  academicPlanAt: string | null;
}
export interface HeldStudentDocument { documentId: string; fileName: string; fileType: string; createdAt: string; deletedAt: string | null }

/** Everything chat holds on one student (the record export). */
export interface ChatStudentRecord {
  /** Turns the student's account asked, and turns staff asked about the student (a turn is in one list only). */
  turnsAsked: ChatAnswerRecord[];
  turnsAbout: ChatAnswerRecord[];
  context: HeldStudentContext | null;
  documents: HeldStudentDocument[];
}

/** The student record in chat's store: a student's whole record, its erasure, and the retention of turns. */
export interface ChatRecordStore {
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  studentRecord(studentId: string, studentUserId: string): Promise<ChatStudentRecord>;
  /**
   * Erases the turns asked by or about the student (their text, sources, ratings, flags), the read model's
   * context and documents, records the erasure under its deletionId and writes `confirm(removed)` to the outbox,
   * in one transaction where the store has them. A deletionId already recorded removes nothing more and
   * confirms the recorded counts again (redelivery).
   */
  eraseStudent(target: ErasureTarget, confirm: (removed: RemovedItem[]) => OutboxEvent): Promise<RemovedItem[]>;
  /** True once a student was erased: late events must not rebuild their read model. */
  isErased(studentId: string): Promise<boolean>;
  /** Deletes turns (and so their ratings and flags) logged before the cutoff; how many of each went. */
  deleteTurnsBefore(cutoff: string): Promise<{ turns: number; ratings: number }>;
}
