/** The unread count is asked for at most this often (and again whenever the window gets focus). */
export const UNREAD_POLL_MS = 30_000;

/** How many notifications the bell's panel shows; the full page has the rest. */
export const BELL_PANEL_SIZE = 6;

/** Rows per page on /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The badge's text: the count, capped so that a large number does not widen the header. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 99 ? '99+' : String(unread);
}

/**
 * Where opening a notification goes, or null when its link is not a path of this portal. A link only ever comes
 * from the server, but a path that leaves the site ("//host", "https://…", "javascript:") is never followed.
 */
export function inAppPath(link: string | null | undefined): string | null {
  const value = link?.trim() ?? '';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The token of an unsubscribe link (`/unsubscribe?token=…`), or null when it is missing or blank. */
export function unsubscribeToken(search: string): string | null {
  return new URLSearchParams(search).get('token')?.trim() || null;
}

/**
 * The kind an unsubscribe token is for, read from its payload (signed, not secret) without asking the server, so
 * that opening the page changes nothing and still says what will stop; null when the token does not say.
 */
export function tokenKind(token: string): string | null {
  try {
    const payload = token.split('.')[0].replace(/-/g, '+').replace(/_/g, '/');
    const claim: unknown = JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '=')));
    const kind = claim && typeof claim === 'object' ? (claim as { k?: unknown }).k : undefined;
    return typeof kind === 'string' && /^[A-Z_]+$/.test(kind) ? kind : null;
  } catch {
    return null;
  }
}

export interface DayCount { date: string; kind: string; inApp: number; emailed: number; failed: number }
export interface DayCountRow extends DayCount { id: string }

/** The admin table's rows: newest day first, kinds in a stable order within a day, each with a key. */
export function dayCountRows(days: DayCount[]): DayCountRow[] {
  return [...days]
    .sort((a, b) => (a.date === b.date ? a.kind.localeCompare(b.kind) : b.date.localeCompare(a.date)))
    .map((d) => ({ ...d, id: `${d.date}|${d.kind}` }));
}

/** The totals over the shown days, for the table's summary row. */
export function dayCountTotals(days: DayCount[]): { inApp: number; emailed: number; failed: number } {
  return days.reduce((sum, d) => ({ inApp: sum.inApp + d.inApp, emailed: sum.emailed + d.emailed, failed: sum.failed + d.failed }), { inApp: 0, emailed: 0, failed: 0 });
}
