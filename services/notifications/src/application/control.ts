import { randomBytes } from 'node:crypto';
import type { ControlRepository } from '../ports/notifications-store.js';
import { isTimeZone, type DistrictTime } from '../domain/district-time.js';

/** Keys of the replicas' shared switches in the store. */
export const CONTROL = {
  emailPaused: 'email_paused',
  unsubscribeSecret: 'unsubscribe_secret',
  timeZone: 'district_time_zone',
  digestHour: 'notification_digest_hour',
} as const;

/** The district's switches as this service reads them: from the store, else the configured defaults. */
export class DistrictControl {
  constructor(private readonly control: ControlRepository, private readonly defaults: DistrictTime & { secret?: string }) {}

  async emailPaused() {
    return (await this.control.getSetting(CONTROL.emailPaused)) === 'true';
  }

  async setEmailPaused(paused: boolean) {
    await this.control.setSetting(CONTROL.emailPaused, String(paused));
  }

  /** The configured secret, else one made once and kept in the store, so every replica signs and checks alike. */
  async secret() {
    if (this.defaults.secret) return this.defaults.secret;
    const kept = await this.control.getSetting(CONTROL.unsubscribeSecret);
    if (kept) return kept;
    await this.control.setSetting(CONTROL.unsubscribeSecret, randomBytes(32).toString('base64url'));
    // Read back: a replica that raced here keeps whichever value was written last, and both read that one.
    return (await this.control.getSetting(CONTROL.unsubscribeSecret))!;
  }

  async time(): Promise<DistrictTime> {
    const tz = await this.control.getSetting(CONTROL.timeZone);
    const raw = await this.control.getSetting(CONTROL.digestHour);
    const hour = raw === null ? NaN : Number(raw);
    return {
      timeZone: tz && isTimeZone(tz) ? tz : this.defaults.timeZone,
      digestHour: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : this.defaults.digestHour,
    };
  }
}
