import type { NotificationKind } from '../kinds.js';

/** The languages notifications are written in (identity's `User.language`); a person with none reads English. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/**
 * What a notification says, as a stable code and its parameters: the web renders it in the reader's language, and
 * emails are written from it in the recipient's. The English text is also stored (title, body), as it always was.
 * docs/notifications.md lists every code and its parameters.
 */
export const MESSAGE_CODES = [
  'deadlineReminder', 'deadlineReminderGuardian', 'taskAssigned', 'taskDue',
  'meetingScheduled', 'meetingMoved', 'meetingCancelled',
  'letterRequestedTeacher', 'letterRequestedCounselor',
  'letterAcceptedStudent', 'letterDeclinedStudent', 'letterSubmittedStudent',
  'letterAcceptedCounselor', 'letterDeclinedCounselor', 'letterSubmittedCounselor',
  'planApproved', 'planReturned', 'rosterImportApplied', 'exportReady', 'deletionCompleted',
  // A notification made before codes existed: its stored title and body, as they are.
  'plain',
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];
export const isMessageCode = (v: unknown): v is MessageCode => typeof v === 'string' && (MESSAGE_CODES as readonly string[]).includes(v);

/** A message's parameters: names, dates (YYYY-MM-DD), instants (ISO), counts, and lists of short names. */
export type MessageParams = Record<string, string | number | string[]>;

export interface Message { code: MessageCode; params: MessageParams }
export interface MessageText { title: string; body: string }

/** Reads a parameter as the writers need it (a missing one reads empty, never throws: old rows, new codes). */
export const param = {
  str: (p: MessageParams, k: string) => (typeof p[k] === 'string' ? p[k] : typeof p[k] === 'number' ? String(p[k]) : ''),
  num: (p: MessageParams, k: string) => (typeof p[k] === 'number' ? p[k] : Number(p[k] ?? 0) || 0),
  list: (p: MessageParams, k: string) => (Array.isArray(p[k]) ? p[k] : []),
};

/** One language's words: every message, and what an email says around them. */
export interface Texts {
  messages: Record<MessageCode, (p: MessageParams) => MessageText>;
  kindWords: Record<NotificationKind, string>;
  greeting(firstName: string | null): string;
  openIt: string;
  stopAbout(kindWords: string): string;
  chooseInSettings: string;
  digestSubject(day: string, count: number): string;
  digestIntro: string;
}

/** A stored notification's message: its code and parameters, or (stored before codes) its English text as `plain`. */
export function storedMessage(code: unknown, params: unknown, title: string, body: string): Message {
  if (isMessageCode(code) && params !== null && typeof params === 'object') return { code, params: params as MessageParams };
  return { code: 'plain', params: { title, body } };
}
