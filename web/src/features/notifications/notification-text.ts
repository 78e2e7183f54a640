import i18next, { type TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../app/date-format';
import { serverText } from '../../i18n/server-text';

/** What the service says beside its English (docs/notifications.md: a code and its parameters). */
export type NotificationParams = Record<string, string | number | string[]>;

interface Words { title: string; body: string }

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The service's codes this app writes, each to its catalog entry (`text.<entry>`) with the catalog's value names.
 * Every code of docs/notifications.md but `plain` (a notification from before codes, its stored text as it is).
 */
const ENTRIES: Record<string, (p: NotificationParams) => { entry: string; values: Record<string, unknown> }> = {
  deadlineReminder: (p) => ({ entry: 'DEADLINE_REMINDER', values: { collegeName: p.college, deadline: p.deadline, days: p.daysLeft, missing: p.missing } }),
  deadlineReminderGuardian: (p) => ({
    entry: 'DEADLINE_REMINDER_GUARDIAN', values: { collegeName: p.college, deadline: p.deadline, days: p.daysLeft, missing: p.missing, studentName: p.student },
  }),
  taskAssigned: (p) => ({ entry: 'TASK_ASSIGNED', values: { title: p.task, dueDate: p.dueDate } }),
  taskDue: (p) => ({ entry: 'TASK_DUE', values: { title: p.task, dueDate: p.dueDate } }),
  meetingScheduled: (p) => ({ entry: 'MEETING_SCHEDULED', values: { counselorName: p.counselor, startsAt: p.startsAt, minutes: p.lengthMinutes } }),
  meetingMoved: (p) => ({ entry: 'MEETING_MOVED', values: { counselorName: p.counselor, startsAt: p.startsAt, minutes: p.lengthMinutes } }),
  meetingCancelled: (p) => ({ entry: 'MEETING_CANCELLED', values: { counselorName: p.counselor, startsAt: p.startsAt, minutes: p.lengthMinutes } }),
  letterAcceptedStudent: (p) => ({ entry: 'LETTER_ACCEPTED', values: { teacherName: p.teacher } }),
  letterDeclinedStudent: (p) => ({ entry: 'LETTER_DECLINED', values: { teacherName: p.teacher } }),
  letterSubmittedStudent: (p) => ({ entry: 'LETTER_SUBMITTED', values: { teacherName: p.teacher } }),
  planApproved: (p) => ({ entry: 'PLAN_APPROVED', values: { reviewerName: p.reviewer } }),
  planReturned: (p) => ({ entry: 'PLAN_RETURNED', values: { reviewerName: p.reviewer } }),
  exportReady: (p) => ({ entry: 'EXPORT_READY', values: { count: p.fileCount } }),
  letterRequestedTeacher: (p) => ({ entry: 'LETTER_REQUESTED_TEACHER', values: { studentName: p.student } }),
  letterRequestedCounselor: (p) => ({ entry: 'LETTER_REQUESTED_COUNSELOR', values: { studentName: p.student, teacherName: p.teacher } }),
  letterAcceptedCounselor: (p) => ({ entry: 'LETTER_ACCEPTED_COUNSELOR', values: { studentName: p.student, teacherName: p.teacher } }),
  letterDeclinedCounselor: (p) => ({ entry: 'LETTER_DECLINED_COUNSELOR', values: { studentName: p.student, teacherName: p.teacher } }),
  letterSubmittedCounselor: (p) => ({ entry: 'LETTER_SUBMITTED_COUNSELOR', values: { studentName: p.student, teacherName: p.teacher } }),
  rosterImportApplied: (p) => ({
    entry: 'ROSTER_IMPORT_APPLIED', values: { fileName: p.fileName, create: p.create, update: p.update, deactivate: p.deactivate, rejected: p.rejected },
  }),
  deletionCompleted: () => ({ entry: 'DELETION_COMPLETED', values: {} }),
};

/**
 * The title and body in the language of `t` (the notifications namespace), dates written the reader's way; null
 * when the code or its values are not known here (the caller shows the service's English).
 */
export function renderNotificationText(t: TFunction<'notifications'>, serviceCode: string, params: NotificationParams): Words | null {
  const known = Object.hasOwn(ENTRIES, serviceCode) ? ENTRIES[serviceCode](params) : null;
  if (!known) return null;
  const { entry: code, values: a } = known;
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
    teacherName: str(a.teacherName) || t('text.theTeacher'), reviewerName: str(a.reviewerName), studentName: str(a.studentName) || t('text.aStudent'),
    // An unnamed teacher asked, in the middle of a sentence (the service's English keeps its capital there).
    teacherAsked: str(a.teacherName) || t('text.theTeacherAsked'),
  };
  if (code === 'EXPORT_READY') return { title: t('text.EXPORT_READY.title'), body: t('text.EXPORT_READY.body', { count: Number(a.count) }) };
  if (code === 'ROSTER_IMPORT_APPLIED') {
    // Counts as the service sends them (0 when one is missing), the file's name only when there is one.
    const counts = { create: Number(a.create) || 0, update: Number(a.update) || 0, deactivate: Number(a.deactivate) || 0, rejected: Number(a.rejected) || 0 };
    const fileName = str(a.fileName);
    return { title: fileName ? t('text.ROSTER_IMPORT_APPLIED.title', { fileName }) : t('text.ROSTER_IMPORT_APPLIED.titleNoFile'), body: t('text.ROSTER_IMPORT_APPLIED.body', counts) };
  }
  return { title: t(`text.${code}.title`, values), body: t(`text.${code}.body`, values) };
}

/**
 * A notification's title and body for the reader: English readers get the service's own words unchanged, others
 * the catalog's, and anyone the English when this app does not know the code.
 */
export function notificationWords(item: Words & { code?: string | null; params?: NotificationParams | null }): Words {
  const language = i18next.resolvedLanguage;
  if (!item.code || !item.params || !language || language === 'en') return { title: item.title, body: item.body };
  return renderNotificationText(i18next.getFixedT(language, 'notifications'), item.code, item.params) ?? { title: item.title, body: item.body };
}
