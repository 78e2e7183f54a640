import type { NotificationKind } from './kinds.js';

/**
 * A notification's title and body as a code and their values, kept beside the English (which emails and the records
 * export use): the web writes them in the reader's language from its catalog (`text.<code>` of the notifications
 * namespace). Dates go as ISO, so the reader's app writes them its way.
 */
export interface NotificationText {
  code: string;
  args: Record<string, string | number | string[]>;
}

/**
 * What a rule decides: who hears what about which occasion. `key` names the occasion (rule + subject + occasion,
 * e.g. the application, its deadline and the 7-day mark), so an event delivered twice notifies once.
 */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  key: string;
  title: string;
  body: string;
  /** The title and body as a code and values, for a reader whose language is not English (absent: English only). */
  text?: NotificationText | null;
  /** A path in the portal. */
  link: string;
  studentId: string | null;
  urgent: boolean;
}

/** Where a notification's email stands. */
export type EmailState = 'none' | 'pending_now' | 'pending_digest' | 'sent' | 'failed' | 'skipped';

export interface StoredNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  key: string;
  title: string;
  body: string;
  text: NotificationText | null;
  link: string;
  studentId: string | null;
  createdAt: string;
  readAt: string | null;
  emailState: EmailState;
  emailedAt: string | null;
  emailError: string | null;
}

/** One person as this service keeps them (from identity's and the roster's events): enough to address and to check. */
export interface Recipient {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: 'student' | 'counselor' | 'admin' | 'teacher' | 'guardian' | null;
  /** Staff's schools (null: the district's default school, as in the token). */
  schoolIds: string[] | null;
}

/** A student as this service keeps them (students' profile events): who they are and where. */
export interface StudentFacts {
  studentId: string;
  userId: string;
  schoolId: string | null;
  counselorUserId: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** One student's open task (counseling's task events): what the due-tomorrow reminder needs. */
export interface TaskFacts { taskId: string; studentId: string; title: string; dueDate: string }

/** One application's deadline in force and what is still missing (colleges' list events). */
export interface ApplicationDeadline {
  applicationId: string;
  studentId: string;
  collegeName: string;
  /** YYYY-MM-DD */
  deadline: string;
  missing: string[];
}
