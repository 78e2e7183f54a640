import i18next from 'i18next';

/** The staff audit log's actions (identity's AUDIT_ACTIONS) and how the log page names them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'account.created': 'Account created',
  'password.reset': 'Password reset',
  'settings.changed': 'Setting changed',
  'content.created': 'Content created',
  'content.updated': 'Content updated',
  'content.deleted': 'Content deleted',
  'accounts.imported': 'Accounts imported',
  'password_links.issued': 'Set-password links issued',
  'roster.imported': 'Roster imported',
  'ai_answers.viewed': 'AI answers viewed',
  'record.exported': 'Record exported',
  'student.deletion_requested': 'Student deletion requested',
  'student.deleted': 'Student deleted',
};

/** The action's name in the reader's language (the `admin` catalog, keyed by the action). */
export function auditActionLabel(action: string): string {
  return action in AUDIT_ACTION_LABELS ? i18next.t(`audit/actions/${action}`, { ns: 'admin', keySeparator: '/', defaultValue: AUDIT_ACTION_LABELS[action] }) : action;
}
