import type { Logger } from '@counsel/kit';
import { digestEmail, immediateEmail, type EmailLinks, type RenderedEmail } from '../domain/email-text.js';
import { localClock } from '../domain/district-time.js';
import type { NotificationKind } from '../domain/kinds.js';
import type { Recipient, StoredNotification } from '../domain/notification.js';
import { signUnsubscribeToken } from '../domain/unsubscribe-token.js';
import type { Mailer } from '../ports/mailer.js';
import type { NotificationsStore } from '../ports/notifications-store.js';
import type { DistrictControl } from './control.js';

export interface EmailDeliveryDeps {
  store: NotificationsStore;
  mailer: Mailer;
  control: DistrictControl;
  /** The portal's public origin (PUBLIC_URL): every emailed link is absolute. */
  publicUrl: string;
  log: Logger;
}

/** Digests in flight at once (the mailer pools two connections). */
const DIGEST_CONCURRENCY = 4;

/** A refusal's reason as the admins read it: the SMTP reply or error code, never a stack or a message body. */
const reasonOf = (err: unknown) => {
  const e = err as { response?: string; code?: string; message?: string };
  return (e.response ?? e.code ?? e.message ?? 'unknown error').slice(0, 300);
};

/** Sends what the notifications say should be emailed: urgent ones one by one, the rest as one digest a day. */
export class EmailDelivery {
  constructor(private readonly deps: EmailDeliveryDeps) {}

  /** Emails waiting to go at once, oldest first, until none is left (nothing while email is paused). */
  async sendUrgent(now: Date): Promise<number> {
    const { store } = this.deps;
    if (await this.deps.control.emailPaused()) return 0;
    let sent = 0;
    for (;;) {
      const batch = await store.inbox.pendingNow(200);
      if (batch.length === 0) return sent;
      const people = await this.people(batch.map((n) => n.userId));
      const links = await this.linksFor();
      for (const n of batch) {
        const to = people.get(n.userId);
        if (await this.deliver([n], to, (r) => immediateEmail(n, r, links(n.userId)), now)) sent += 1;
      }
    }
  }

  /**
   * Once the district's digest hour has come (its own time zone), each person's waiting notifications as one email.
   * A person's digest of a day is claimed in the store before it is sent, so no replica sends it twice.
   */
  async sendDigests(now: Date): Promise<number> {
    const { store, control } = this.deps;
    const { timeZone, digestHour } = await control.time();
    const { day, hour } = localClock(now, timeZone);
    if (hour < digestHour || await control.emailPaused()) return 0;
    const links = await this.linksFor();
    const users = await store.inbox.digestRecipients();
    let next = 0;
    let sent = 0;
    // A few messages in flight over the pooled connections: one at a time waits out every SMTP round trip.
    const worker = async () => {
      while (next < users.length) {
        const userId = users[next++];
        if (!await store.control.claimDigest(userId, day)) continue;
        const items = await store.inbox.pendingDigest(userId);
        if (items.length === 0) continue;
        const to = (await this.people([userId])).get(userId);
        if (await this.deliver(items, to, (r) => digestEmail(items, r, links(userId), day), now)) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: DIGEST_CONCURRENCY }, worker));
    return sent;
  }

  private async deliver(items: StoredNotification[], to: Recipient | undefined, render: (r: Recipient) => RenderedEmail, now: Date) {
    const ids = items.map((n) => n.id);
    const at = now.toISOString();
    if (!to?.email) {
      await this.deps.store.inbox.setEmailState(ids, 'skipped', at, 'no email address');
      return false;
    }
    const email = render(to);
    try {
      await this.deps.mailer.send({ to: to.email, ...email });
      await this.deps.store.inbox.setEmailState(ids, 'sent', at, null);
      return true;
    } catch (err) {
      const reason = reasonOf(err);
      this.deps.log.warn({ userId: to.userId, reason }, 'notification email could not be sent');
      await this.deps.store.inbox.setEmailState(ids, 'failed', at, reason);
      return false;
    }
  }

  private async people(userIds: string[]) {
    return new Map((await this.deps.store.directory.recipients([...new Set(userIds)])).map((r) => [r.userId, r]));
  }

  /** Links for one person: the portal's pages, and a fresh signed token per kind for its unsubscribe URL. */
  private async linksFor(): Promise<(userId: string) => EmailLinks> {
    const secret = await this.deps.control.secret();
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    return (userId) => {
      const token = (kind: NotificationKind) => encodeURIComponent(signUnsubscribeToken(secret, userId, kind));
      return {
        page: (path) => `${base}${path}`,
        unsubscribe: (kind) => `${base}/api/notifications/unsubscribe?token=${token(kind)}`,
        stopPage: (kind) => `${base}/unsubscribe?token=${token(kind)}`,
      };
    };
  }
}
