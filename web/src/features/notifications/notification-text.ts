import i18next, { type TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../app/date-format';
import { serverText } from '../../i18n/server-text';

/** A notification's words as the service sends them beside its English: a code, and its values as JSON. */
export interface NotificationTextFields { code: string; args: string }

interface Words { title: string; body: string }

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The codes this app can write (the catalog's `text.*`). */
const CODES = new Set([
  'TASK_ASSIGNED', 'TASK_DUE', 'MEETING_SCHEDULED', 'MEETING_MOVED', 'MEETING_CANCELLED', 'DEADLINE_REMINDER',
  'DEADLINE_REMINDER_GUARDIAN', 'LETTER_ACCEPTED', 'LETTER_DECLINED', 'LETTER_SUBMITTED', 'PLAN_APPROVED', 'PLAN_RETURNED', 'EXPORT_READY',
]);

/**
 * The title and body in the language of `t` (the notifications namespace), dates written the reader's way; null
 * when the code or its values are not known here (the caller shows the service's English).
 */
export function renderNotificationText(t: TFunction<'notifications'>, text: NotificationTextFields): Words | null {
  if (!CODES.has(text.code)) return null;
  let a: Record<string, unknown>;
  try {
    a = JSON.parse(text.args) as Record<string, unknown>;
  } catch {
    return null;
  }
  const code = text.code;
  if (code === 'DEADLINE_REMINDER' || code === 'DEADLINE_REMINDER_GUARDIAN') {
    const days = Number(a.days);
    const inDays = days === 0 ? t('text.days.today') : days === 1 ? t('text.days.tomorrow') : t('text.days.in', { count: days });
    const missing = Array.isArray(a.missing) ? (a.missing as string[]).map(serverText) : [];
    const values = { collegeName: str(a.collegeName), studentName: str(a.studentName), inDays, deadline: formatDate(str(a.deadline), str(a.deadline)) };
    return {
      title: t(`text.${code}.title`, values),
      body: missing.length > 0 ? t('text.DEADLINE_REMINDER.body', { missing: missing.join(', ') }) : t('text.DEADLINE_REMINDER.bodyNothing'),
    };
  }
  const values = {
    title: str(a.title), dueDate: formatDate(str(a.dueDate), str(a.dueDate)), counselorName: str(a.counselorName),
    when: formatDateTime(str(a.startsAt), str(a.startsAt)), minutes: str(a.minutes),
    teacherName: str(a.teacherName) || t('text.theTeacher'), reviewerName: str(a.reviewerName),
  };
  if (code === 'EXPORT_READY') return { title: t('text.EXPORT_READY.title'), body: t('text.EXPORT_READY.body', { count: Number(a.count) }) };
  return { title: t(`text.${code}.title`, values), body: t(`text.${code}.body`, values) };
}

/**
 * A notification's title and body for the reader: English readers get the service's own words unchanged, others
 * the catalog's, and anyone the English when this app does not know the code.
 */
export function notificationWords(item: Words & { text?: NotificationTextFields | null }): Words {
  const language = i18next.resolvedLanguage;
  if (!item.text || !language || language === 'en') return { title: item.title, body: item.body };
  return renderNotificationText(i18next.getFixedT(language, 'notifications'), item.text) ?? { title: item.title, body: item.body };
}
