/**
 * The services that erase a student's data and confirm it, in the order a reader expects them. Identity removes
 * the account only once all of these confirmed; then the records service removes what it keeps (its copy of the
 * student and their exports). Knowledge and settings hold no student data (the certificate says so).
 */
export const ERASING_SERVICES = ['students', 'documents', 'chat', 'colleges', 'counseling', 'letters', 'notifications', 'roster', 'planning', 'outcomes', 'reporting'] as const;
export type ErasingService = (typeof ERASING_SERVICES)[number];
export type ConfirmingService = ErasingService | 'identity' | 'records';
export const ALL_CONFIRMING: readonly ConfirmingService[] = [...ERASING_SERVICES, 'identity', 'records'];
export const HOLDS_NO_STUDENT_DATA = ['knowledge', 'settings'] as const;

export interface RemovedItem { item: string; count: number }
export interface Confirmation { service: ConfirmingService; confirmedAt: string; removed: RemovedItem[] }

export type DeletionReason = 'request' | 'retention';
export type DeletionState = 'in_progress' | 'complete';

/**
 * A deletion and its evidence. The student's name stays here after everything else of theirs is gone: the
 * certificate must say whose record was deleted (docs/privacy.md).
 */
export interface Deletion {
  id: string;
  studentId: string;
  studentUserId: string;
  studentName: string;
  reason: DeletionReason;
  requestedBy: string | null;
  requestedByName: string | null;
  requestedAt: string;
  state: DeletionState;
  /** When records asked identity to remove the account (every erasing service had confirmed). */
  completingAt: string | null;
  completedAt: string | null;
  confirmations: Confirmation[];
}

export function confirmed(d: Deletion, service: ConfirmingService): Confirmation | undefined {
  return d.confirmations.find((c) => c.service === service);
}

/** Every service that erases data confirmed: time for identity to remove the account. */
export function erasingDone(d: Deletion): boolean {
  return ERASING_SERVICES.every((s) => confirmed(d, s));
}

export function waitingFor(d: Deletion): ConfirmingService[] {
  return ALL_CONFIRMING.filter((s) => !confirmed(d, s));
}
