/** Staff audit entries. Never holds a password or token. */
export type AuditAction =
  | 'account.created'
  | 'password.reset'
  | 'settings.changed'
  | 'content.deleted'
  | 'content.created'
  | 'content.updated';

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
