import { requireRole, requireUser, ValidationError, type Principal } from '@counsel/kit';
import { DEFAULT_DELIVERY, DELIVERIES, isKind, NOTIFICATION_KINDS, type Delivery, type NotificationKind } from '../domain/kinds.js';
import { NOTIFICATIONS_MESSAGES as M } from '../domain/messages.js';
import { localClock } from '../domain/district-time.js';
import { readUnsubscribeToken } from '../domain/unsubscribe-token.js';
import type { NotificationsStore } from '../ports/notifications-store.js';
import type { DistrictControl } from './control.js';

export interface InboxDeps {
  store: NotificationsStore;
  control: DistrictControl;
  now?: () => Date;
}

/** What a person does with their own notifications and preferences; what admins see of the whole. */
export class InboxService {
  constructor(private readonly deps: InboxDeps) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** Only one's own: the query is keyed by the caller's id, so there is nobody else's to reach. */
  async page(p: Principal | null, args: { unread?: boolean | null; first?: number | null; offset?: number | null }) {
    const me = requireUser(p);
    const first = args.first ?? 20;
    const offset = args.offset ?? 0;
    if (!Number.isInteger(first) || first < 1 || first > 100) throw new ValidationError(M.firstRange);
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError(M.offsetRange);
    return this.deps.store.inbox.page(me.userId, args.unread === true, first, offset);
  }

  async unreadCount(p: Principal | null) {
    return this.deps.store.inbox.unreadCount(requireUser(p).userId);
  }

  async markRead(p: Principal | null, args: { ids?: readonly string[] | null; all?: boolean | null }) {
    const me = requireUser(p);
    if (args.all === true) return this.deps.store.inbox.markRead(me.userId, null, this.now().toISOString());
    if (!args.ids || args.ids.length === 0) throw new ValidationError(M.idsOrAll);
    if (args.ids.length > 500) throw new ValidationError(M.idsLimit);
    return this.deps.store.inbox.markRead(me.userId, args.ids, this.now().toISOString());
  }

  async preferences(p: Principal | null) {
    return this.deliveries(requireUser(p).userId);
  }

  async updatePreferences(p: Principal | null, prefs: readonly { kind: string; delivery: string }[]) {
    const me = requireUser(p);
    if (prefs.length === 0) throw new ValidationError(M.preferencesRequired);
    const changes: Partial<Record<NotificationKind, Delivery>> = {};
    for (const { kind, delivery } of prefs) {
      if (!isKind(kind)) throw new ValidationError(M.unknownKind);
      if (!(DELIVERIES as readonly string[]).includes(delivery)) throw new ValidationError(M.unknownDelivery);
      changes[kind] = delivery as Delivery;
    }
    await this.deps.store.inbox.setPreferences(me.userId, changes);
    return this.deliveries(me.userId);
  }

  /**
   * No sign-in: the signed token is the authority, for one person's email of one kind. It turns that kind's email
   * off (in the app stays, or off stays off) and nothing else. A token acts once: a repeated POST (RFC 8058 clients
   * retry) answers as the first did and changes nothing, so a person who turned the email on again keeps it on.
   */
  async unsubscribe(token: string) {
    const claim = readUnsubscribeToken(await this.deps.control.secret(), token);
    if (!claim) throw new ValidationError(M.tokenInvalid);
    if (!await this.deps.store.control.spendToken(claim.nonce)) return { kind: claim.kind };
    const current = (await this.deps.store.inbox.preferences(claim.userId))[claim.kind] ?? DEFAULT_DELIVERY[claim.kind];
    if (current !== 'OFF' && current !== 'IN_APP') await this.deps.store.inbox.setPreferences(claim.userId, { [claim.kind]: 'IN_APP' });
    return { kind: claim.kind };
  }

  async stats(p: Principal | null, days?: number | null) {
    requireRole(p, 'admin');
    const n = days ?? 14;
    if (!Number.isInteger(n) || n < 1 || n > 90) throw new ValidationError(M.daysRange);
    const since = new Date(this.now().getTime() - n * 86_400_000).toISOString();
    const { timeZone } = await this.deps.control.time();
    const inbox = this.deps.store.inbox;
    return {
      emailPaused: await this.deps.control.emailPaused(),
      days: await inbox.stats(since, (iso) => localClock(new Date(iso), timeZone).day),
      failures: await inbox.failures(since, 50),
    };
  }

  async setEmailPaused(p: Principal | null, paused: boolean) {
    requireRole(p, 'admin');
    await this.deps.control.setEmailPaused(paused);
    return paused;
  }

  private async deliveries(userId: string) {
    const chosen = await this.deps.store.inbox.preferences(userId);
    return NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: chosen[kind] ?? DEFAULT_DELIVERY[kind] }));
  }
}
