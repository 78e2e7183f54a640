import { randomUUID } from 'node:crypto';
import type { Logger } from '@counsel/kit';
import { DEFAULT_DELIVERY, emailTiming } from '../domain/kinds.js';
import type { EmailState, NotificationDraft } from '../domain/notification.js';
import type { NewNotification, NotificationsStore } from '../ports/notifications-store.js';
import { Audience } from './audience.js';

export interface NotifierDeps {
  store: NotificationsStore;
  /** Whether email can go out at all (SMTP_URL and PUBLIC_URL set): without it, notifications stay in the app. */
  emailEnabled: boolean;
  log: Logger;
  now?: () => Date;
  /** Woken after notifications to email at once were added (the email pass). */
  onUrgent?: () => void;
}

/**
 * Turns what the rules decided into notifications: only to people who may hear about the student, as each person
 * chose for the kind (OFF: none at all), once per occasion (the store drops a (person, key) it already has).
 */
export class Notifier {
  /** Who hears about a student, and whether each draft's recipient may (rules and reminders ask it too). */
  readonly audience: Audience;

  constructor(private readonly deps: NotifierDeps) {
    this.audience = new Audience({ directory: deps.store.directory, control: deps.store.control, now: deps.now });
  }

  async notify(drafts: readonly NotificationDraft[]): Promise<NewNotification[]> {
    if (drafts.length === 0) return [];
    const { store } = this.deps;
    const createdAt = (this.deps.now?.() ?? new Date()).toISOString();
    const items: NewNotification[] = [];
    // Occasions already notified cost one indexed probe each and nothing more (a pass meets them all day long).
    const known = await store.inbox.existing(drafts);
    const fresh = drafts.filter((d) => !known.has(`${d.userId} ${d.key}`));
    if (fresh.length === 0) return [];
    const prefsOf = await store.inbox.preferencesOf([...new Set(fresh.map((d) => d.userId))]);
    for (const { draft, to } of await this.audience.allowed(fresh)) {
      const delivery = prefsOf.get(draft.userId)?.[draft.kind] ?? DEFAULT_DELIVERY[draft.kind];
      if (delivery === 'OFF') continue;
      const timing = this.deps.emailEnabled && to?.email ? emailTiming(delivery, draft.urgent) : 'none';
      const emailState: EmailState = timing === 'now' ? 'pending_now' : timing === 'digest' ? 'pending_digest' : 'none';
      items.push({ ...draft, id: randomUUID(), createdAt, emailState });
    }
    const added = await store.inbox.add(items);
    if (added.some((n) => n.emailState === 'pending_now')) this.deps.onUrgent?.();
    if (added.length > 0) this.deps.log.debug({ added: added.length, kinds: [...new Set(added.map((n) => n.kind))] }, 'notifications added');
    return added;
  }
}
