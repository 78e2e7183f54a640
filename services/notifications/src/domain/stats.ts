import type { NotificationKind } from './kinds.js';
import type { EmailState } from './notification.js';

/** One row of the admins' counts: a kind on a day (the district's), made in the app, emailed, failed. */
export interface DayCount { date: string; kind: NotificationKind; inApp: number; emailed: number; failed: number }

/** Counts notifications per local day and kind, newest day first; both stores feed it their rows. */
export function countByDay(rows: Iterable<{ kind: NotificationKind; createdAt: string; emailState: EmailState }>, dayOf: (iso: string) => string): DayCount[] {
  const counts = new Map<string, DayCount>();
  for (const r of rows) {
    const date = dayOf(r.createdAt);
    const k = `${date} ${r.kind}`;
    const c = counts.get(k) ?? { date, kind: r.kind, inApp: 0, emailed: 0, failed: 0 };
    c.inApp += 1;
    if (r.emailState === 'sent') c.emailed += 1;
    if (r.emailState === 'failed') c.failed += 1;
    counts.set(k, c);
  }
  return [...counts.values()].sort((a, b) => b.date.localeCompare(a.date) || a.kind.localeCompare(b.kind));
}

/** What an erasure confirms, in the words the records service shows. */
export function erasedItems(n: { notifications: number; applications: number; tasks: number; copies: number }) {
  return [
    { item: 'notifications', count: n.notifications },
    { item: 'application deadlines', count: n.applications },
    { item: 'tasks', count: n.tasks },
    { item: 'student record', count: n.copies },
  ];
}
