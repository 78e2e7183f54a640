/** Staff audit entries. Never holds a password or token. */
export const AUDIT_ACTIONS = [
  'account.created',
  'password.reset',
  'settings.changed',
  'content.deleted',
  'content.created',
  'content.updated',
  /**
   * One per account the roster import could not create; and one per import (its account counts) until the
   * import's own entry (roster.imported) arrives and takes the counts in.
   */
  'accounts.imported',
  /** A roster import applied: who ran it, the file, its hash and counts, and the accounts it made (application/import-audit.ts). */
  'roster.imported',
  /** Set-password links issued (never the links themselves). */
  'password_links.issued',
  /** An admin read the AI answers page (chat's answers.viewed event): the filters and page in the detail. */
  'ai_answers.viewed',
  /** An export of a student's record was made (records' export.created event). */
  'record.exported',
  /** A student's deletion was asked for, by an admin or by the retention schedule. */
  'student.deletion_requested',
  /** Every service erased the student; identity removed the account. */
  'student.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  targetId: string | null;
  targetLabel: string | null;
  outcome: 'success' | 'failure';
  detail: string | null;
}

/** What an entry about a deleted student names them by. */
export const DELETED_STUDENT = 'Deleted student';
/** The actor of entries the retention schedule caused (no person asked). */
export const RETENTION_SCHEDULE = 'Retention schedule';

const EMAIL = /[^\s@()<>,;:"']+@[^\s@()<>,;:"']+/g;

/**
 * An entry about a deleted student, kept (the log is the district's evidence) without their personal data: as
 * the target it is named "Deleted student"; as the actor it loses its email; any email in the detail goes.
 * Null when the entry holds nothing of theirs.
 */
export function withoutStudent(e: AuditEntry, ids: readonly string[], email: string | null): AuditEntry | null {
  const targeted = (e.targetId !== null && ids.includes(e.targetId)) || (email !== null && e.targetLabel?.toLowerCase() === email.toLowerCase());
  const acting = e.actorId !== null && ids.includes(e.actorId);
  if (!targeted && !acting) return null;
  const next: AuditEntry = {
    ...e,
    targetLabel: targeted ? DELETED_STUDENT : e.targetLabel,
    actorEmail: acting ? null : e.actorEmail,
    detail: e.detail === null ? null : e.detail.replace(EMAIL, '[email removed]'),
  };
  const same = next.targetLabel === e.targetLabel && next.actorEmail === e.actorEmail && next.detail === e.detail;
  return same ? null : next;
}
