import type { NotificationKind } from './kinds.js';
import type { Recipient, StoredNotification } from './notification.js';
import { renderMessage, textsFor, type Language } from './texts/index.js';

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

/**
 * RFC 8058 one-click: the https URL in List-Unsubscribe, and List-Unsubscribe-Post saying a POST acts (a mail
 * provider's button POSTs it with no sign-in; fetching it changes nothing).
 */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * A notification's words in the recipient's language: the stored English as it is, else written from its code and
 * parameters (a notification stored before codes, `plain`, stays in English).
 */
function wordsOf(n: StoredNotification, language: Language | null) {
  return language === null || language === 'en' || n.code === 'plain' ? { title: n.title, body: n.body } : renderMessage(n, language);
}

/**
 * One notification by email, in the recipient's language. Only what the notification says (what happened, built by
 * the rules from events that carry no grades, scores or notes) and a link to the portal; everything else is read
 * there, signed in.
 */
export function immediateEmail(n: StoredNotification, to: Recipient, links: EmailLinks): RenderedEmail {
  const t = textsFor(to.language);
  const { title, body } = wordsOf(n, to.language);
  return {
    subject: `Counsel: ${title}`,
    text: [
      t.greeting(to.firstName), '', title, body, '', `${t.openIt}: ${links.page(n.link)}`, '',
      `${t.stopAbout(t.kindWords[n.kind])}: ${links.stopPage(n.kind)}`, t.chooseInSettings,
    ].join('\n'),
    headers: unsubscribeHeaders(links.unsubscribe(n.kind)),
  };
}

/**
 * One person's daily digest, in their language: every waiting notification, one line and a link each, then a stop
 * link per kind it holds. The header's one-click URL turns off the kind with the most lines (a header names one URL;
 * the others are in the text).
 */
export function digestEmail(items: readonly StoredNotification[], to: Recipient, links: EmailLinks, day: string): RenderedEmail {
  const t = textsFor(to.language);
  const byKind = new Map<NotificationKind, number>();
  for (const n of items) byKind.set(n.kind, (byKind.get(n.kind) ?? 0) + 1);
  const kinds = [...byKind.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const lines = items.map((n) => {
    const { title, body } = wordsOf(n, to.language);
    return `- ${title}\n  ${body}\n  ${links.page(n.link)}`;
  });
  const stops = kinds.map((k) => `${t.stopAbout(t.kindWords[k])}: ${links.stopPage(k)}`);
  return {
    subject: t.digestSubject(day, items.length),
    text: [t.greeting(to.firstName), '', t.digestIntro, '', ...lines, '', ...stops].join('\n'),
    headers: unsubscribeHeaders(links.unsubscribe(kinds[0])),
  };
}
