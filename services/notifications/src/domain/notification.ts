import type { NotificationKind } from './kinds.js';
import type { Language, MessageCode, MessageParams } from './texts/message.js';

/**
 * What a rule decides: who hears what about which occasion. `key` names the occasion (rule + subject + occasion,
 * e.g. the application, its deadline and the 7-day mark), so an event delivered twice notifies once.
 */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  key: string;
  /** The English text, stored as it always was. */
  title: string;
  body: string;
  /** What it says, for the reader's language (the web; emails): a stable code and its parameters. */
  code: MessageCode;
  params: MessageParams;
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
  code: MessageCode;
  params: MessageParams;
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
  /** The language the person chose (identity's language events); null: none, their emails are in English. */
  language: Language | null;
}

/** A student as this service keeps them (students' profile events): who they are and where. */
export interface StudentFacts {
  studentId: string;
  userId: string;
  schoolId: string | null;
  counselorUserId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** As the profile holds it (free text): the age of majority for guardians' links (kit guardianLinkInForce). */
  dateOfBirth: string | null;
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
