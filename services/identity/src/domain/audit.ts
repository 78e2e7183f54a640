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
  /** An admin read the AI answers page (chat's answers.viewed event, issue 19): the filters and page in the detail. */
  'ai_answers.viewed',
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
