import { randomUUID } from 'node:crypto';
import type { Logger } from '@counsel/kit';
import { localClock } from '../domain/district-time.js';
import type { NotificationsStore } from '../ports/notifications-store.js';
import type { DistrictControl } from './control.js';
import type { EmailDelivery } from './email-delivery.js';
import type { Reminders } from './reminders.js';

/** How long notifications are kept. */
export const KEEP_DAYS = 90;
/** A lease outlives a pass that stalls by this much, then another replica may take over. */
const LEASE_MS = 10 * 60_000;
const PASSES = 'notification-passes';

export interface SchedulerDeps {
  store: NotificationsStore;
  control: DistrictControl;
  reminders: Reminders;
  /** Null when email is not configured. */
  delivery: EmailDelivery | null;
  log: Logger;
  /** The clock (tests drive it). */
  now?: () => Date;
  /** This replica's name in the lease (default: a random id per process). */
  holder?: string;
}

/**
 * The periodic passes: reminders, urgent email, the daily digest, the 90-day clean-up. Every replica ticks; only the
 * one holding the lease in the store runs a pass, so two replicas never remind or email twice.
 */
export class NotificationScheduler {
  private readonly holder: string;
  private running: Promise<boolean> | null = null;

  constructor(private readonly deps: SchedulerDeps) {
    this.holder = deps.holder ?? randomUUID();
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** One round of every pass; false when another replica holds the lease (or this one is already running). */
  tick(): Promise<boolean> {
    // One round at a time in this process: an urgent wake-up during a pass waits for it instead of racing it.
    this.running ??= this.round().finally(() => { this.running = null; });
    return this.running;
  }

  private async round(): Promise<boolean> {
    const { store, log } = this.deps;
    const start = this.now();
    if (!await store.control.acquireLease(PASSES, this.holder, start.getTime(), LEASE_MS)) return false;
    try {
      const { timeZone } = await this.deps.control.time();
      const today = localClock(start, timeZone).day;
      const reminded = await this.deps.reminders.pass(today);
      const urgent = await this.deps.delivery?.sendUrgent(this.now()) ?? 0;
      const digests = await this.deps.delivery?.sendDigests(this.now()) ?? 0;
      const removed = await store.inbox.deleteOlderThan(new Date(start.getTime() - KEEP_DAYS * 86_400_000).toISOString());
      if (reminded.added + urgent + digests + removed > 0) log.info({ reminders: reminded.added, urgent, digests, removed }, 'notification passes');
      return true;
    } finally {
      await store.control.releaseLease(PASSES, this.holder);
    }
  }
}
