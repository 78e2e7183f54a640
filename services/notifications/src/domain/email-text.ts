import type { NotificationKind } from './kinds.js';
import type { Recipient, StoredNotification } from './notification.js';

/** What each kind is called where a person turns its email off. */
export const KIND_WORDS: Record<NotificationKind, string> = {
  DEADLINE_REMINDER: 'application deadline reminders', TASK_ASSIGNED: 'new tasks', TASK_DUE: 'tasks due tomorrow',
  MEETING_SCHEDULED: 'meetings scheduled', MEETING_MOVED: 'meetings moved', MEETING_CANCELLED: 'meetings cancelled',
  LETTER_REQUESTED: 'letter requests', LETTER_ACCEPTED: 'letter requests accepted', LETTER_DECLINED: 'letter requests declined',
  LETTER_SUBMITTED: 'letters submitted', PLAN_RETURNED: 'plans returned', PLAN_APPROVED: 'plans approved',
  ROSTER_IMPORT_APPLIED: 'roster imports', DELETION_COMPLETED: 'completed deletions', EXPORT_READY: 'record exports',
};

/**
 * Builds absolute links: the portal's page; a kind's one-click unsubscribe URL for this person (the API, which a mail
 * provider POSTs); and the page that link opens in a browser, which says what will stop and asks before it does.
 */
export interface EmailLinks {
  page(path: string): string;
  unsubscribe(kind: NotificationKind): string;
  stopPage(kind: NotificationKind): string;
}

export interface RenderedEmail { subject: string; text: string; headers: Record<string, string> }

const greeting = (r: Recipient) => (r.firstName ? `Hello ${r.firstName},` : 'Hello,');

/**
 * RFC 8058 one-click: the https URL in List-Unsubscribe, and List-Unsubscribe-Post saying a POST acts (a mail
 * provider's button POSTs it with no sign-in; fetching it changes nothing).
 */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * One notification by email. Only what the notification says (what happened, built by the rules from events that
 * carry no grades, scores or notes) and a link to the portal; everything else is read there, signed in.
 */
export function immediateEmail(n: StoredNotification, to: Recipient, links: EmailLinks): RenderedEmail {
  return {
    subject: `Counsel: ${n.title}`,
    text: [
      greeting(to), '', n.title, n.body, '', `Open it in Counsel: ${links.page(n.link)}`, '',
      `Stop emails about ${KIND_WORDS[n.kind]}: ${links.stopPage(n.kind)}`, 'You can choose what Counsel emails you in your notification settings.',
    ].join('\n'),
    headers: unsubscribeHeaders(links.unsubscribe(n.kind)),
  };
}

/**
 * One person's daily digest: every waiting notification, one line and a link each, then a stop link per kind it
 * holds. The header's one-click URL turns off the kind with the most lines (a header names one URL; the others
 * are in the text).
 */
export function digestEmail(items: readonly StoredNotification[], to: Recipient, links: EmailLinks, day: string): RenderedEmail {
  const byKind = new Map<NotificationKind, number>();
  for (const n of items) byKind.set(n.kind, (byKind.get(n.kind) ?? 0) + 1);
  const kinds = [...byKind.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const lines = items.map((n) => `- ${n.title}\n  ${n.body}\n  ${links.page(n.link)}`);
  const stops = kinds.map((k) => `Stop emails about ${KIND_WORDS[k]}: ${links.stopPage(k)}`);
  return {
    subject: `Counsel: your daily summary for ${day} (${items.length})`,
    text: [greeting(to), '', `What happened since your last summary:`, '', ...lines, '', ...stops].join('\n'),
    headers: unsubscribeHeaders(links.unsubscribe(kinds[0])),
  };
}
