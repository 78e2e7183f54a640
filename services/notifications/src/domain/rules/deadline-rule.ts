import type { ApplicationDeadline, NotificationDraft, StudentFacts } from '../notification.js';
import { daysBetween } from '../district-time.js';

/** The marks a deadline is reminded at, in days before it. */
export const REMINDER_MARKS = [14, 7, 2] as const;
export type ReminderMark = (typeof REMINDER_MARKS)[number];

/** The furthest mark: reminders are computed for deadlines up to this many days ahead. */
export const REMINDER_HORIZON = REMINDER_MARKS[0];

/**
 * The mark a deadline `daysLeft` away falls under: 14 for 8-14 days, 7 for 3-7, 2 for 0-2; null when past or further.
 * A pass that ran late (the service was down on the day) still sends the mark's reminder, once, with the true count.
 */
export function reminderMark(daysLeft: number): ReminderMark | null {
  if (daysLeft < 0 || daysLeft > REMINDER_HORIZON) return null;
  return daysLeft <= 2 ? 2 : daysLeft <= 7 ? 7 : 14;
}

const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`);

/**
 * The reminder of one application's deadline in force to each of `recipients` (the student, their guardians).
 * Keyed by the application, the deadline date and the mark: a moved deadline is a new occasion (reminded on its new
 * dates), and the old date is never reminded again because only the deadline in force is read.
 */
export function deadlineReminders(app: ApplicationDeadline, student: StudentFacts, recipients: readonly string[], today: string): NotificationDraft[] {
  const daysLeft = daysBetween(today, app.deadline);
  const mark = reminderMark(daysLeft);
  if (mark === null) return [];
  const missing = app.missing.length > 0 ? `Still missing: ${app.missing.join(', ')}.` : 'Nothing is missing.';
  const title = `${app.collegeName}: deadline ${inDays(daysLeft)} (${app.deadline})`;
  // A guardian may have several children: their copy names whose deadline it is, and opens the portal's home.
  const name = [student.firstName, student.lastName].filter(Boolean).join(' ') || 'Your student';
  return recipients.map((userId) => ({
    userId,
    kind: 'DEADLINE_REMINDER',
    key: `deadline:${app.applicationId}:${app.deadline}:${mark}`,
    title: userId === student.userId ? title : `${name}: ${title}`,
    body: missing,
    text: {
      code: userId === student.userId ? 'DEADLINE_REMINDER' : 'DEADLINE_REMINDER_GUARDIAN',
      args: { collegeName: app.collegeName, days: daysLeft, deadline: app.deadline, missing: [...app.missing], studentName: name },
    },
    link: userId === student.userId ? '/student/my-colleges' : '/',
    studentId: student.studentId,
    urgent: mark === 2,
  }));
}
