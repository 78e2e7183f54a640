/** Staff audit entries. Never holds a password or token. */
export const AUDIT_ACTIONS = [
  'account.created',
  'password.reset',
  'settings.changed',
  'content.deleted',
  'content.created',
  'content.updated',
  /** One entry per roster import (its counts), plus one per account the import could not create. */
  'accounts.imported',
  /** Set-password links issued (never the links themselves). */
  'password_links.issued',
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
