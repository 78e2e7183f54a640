/** What a notification is about: one rule each (docs/notifications.md has the table). */
export const NOTIFICATION_KINDS = [
  'DEADLINE_REMINDER', 'TASK_ASSIGNED', 'TASK_DUE', 'MEETING_SCHEDULED', 'MEETING_MOVED', 'MEETING_CANCELLED',
  'LETTER_REQUESTED', 'LETTER_ACCEPTED', 'LETTER_DECLINED', 'LETTER_SUBMITTED', 'PLAN_RETURNED', 'PLAN_APPROVED',
  'ROSTER_IMPORT_APPLIED', 'DELETION_COMPLETED', 'EXPORT_READY',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const DELIVERIES = ['IN_APP', 'EMAIL_NOW', 'DIGEST', 'OFF'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/**
 * What a person gets before choosing. Urgent occasions (a deadline in 2 days, a cancelled meeting) are emailed at
 * once when the choice is DIGEST (see emailTiming); an admin's own jobs stay in the app.
 */
export const DEFAULT_DELIVERY: Record<NotificationKind, Delivery> = {
  DEADLINE_REMINDER: 'DIGEST',
  TASK_ASSIGNED: 'DIGEST',
  TASK_DUE: 'DIGEST',
  MEETING_SCHEDULED: 'DIGEST',
  MEETING_MOVED: 'EMAIL_NOW',
  MEETING_CANCELLED: 'EMAIL_NOW',
  LETTER_REQUESTED: 'DIGEST',
  LETTER_ACCEPTED: 'DIGEST',
  LETTER_DECLINED: 'DIGEST',
  LETTER_SUBMITTED: 'DIGEST',
  PLAN_RETURNED: 'DIGEST',
  PLAN_APPROVED: 'DIGEST',
  ROSTER_IMPORT_APPLIED: 'IN_APP',
  DELETION_COMPLETED: 'IN_APP',
  EXPORT_READY: 'IN_APP',
};

export function isKind(v: unknown): v is NotificationKind {
  return typeof v === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(v);
}

/** How a notification's email goes: now, in the next digest, or not at all. */
export type EmailTiming = 'now' | 'digest' | 'none';

export function emailTiming(delivery: Delivery, urgent: boolean): EmailTiming {
  if (delivery === 'EMAIL_NOW') return 'now';
  if (delivery === 'DIGEST') return urgent ? 'now' : 'digest';
  return 'none';
}
