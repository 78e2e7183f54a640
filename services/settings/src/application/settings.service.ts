import { randomUUID } from 'node:crypto';
import { Subjects } from '@counsel/proto-events';
import {
  NotFoundError, OutboxRelay, ValidationError, outboxEvent, requireRole, requireStaff, type EventBus, type Logger, type Principal,
} from '@counsel/kit';
import { KNOWN_SETTINGS, isKnownKey, parseKey, parseValue, type SettingKey } from '../domain/setting.js';
import type { SettingStore } from '../ports/setting-store.js';

export interface SettingsDeps {
  store: SettingStore;
  bus: EventBus;
  log: Logger;
  /** Wait before the outbox relay's next try while the bus is down (tests shorten it). */
  retryDelayMs?: (attempt: number) => number;
}

/** System settings: staff read them, admins change them, and every change is kept with who and when. */
export class SettingsService {
  private readonly outbox: OutboxRelay;

  constructor(private readonly d: SettingsDeps) {
    this.outbox = new OutboxRelay({ store: d.store, bus: d.bus, log: d.log, retryDelayMs: d.retryDelayMs });
  }

  /** The saved value, or null when unset (the client then uses the default). Unknown keys are never set. */
  async get(actor: Principal | null, key: string) {
    requireStaff(actor);
    if (!isKnownKey(key)) return null;
    return this.d.store.get(key);
  }

  /** Like get, but a REST-friendly 404 when unset. */
  async getOrThrow(actor: Principal | null, key: string) {
    const s = await this.get(actor, key);
    if (!s) throw new NotFoundError('Setting not found');
    return s;
  }

  async defaultValue(actor: Principal | null, key: string) {
    requireStaff(actor);
    return KNOWN_SETTINGS[parseKey(key)].defaultValue;
  }

  async save(actor: Principal | null, input: { key: unknown; value: unknown }) {
    const admin = requireRole(actor, 'admin');
    const key = parseKey(input.key);
    const value = parseValue(key, input.value);
    // Saved with its event (the identity service records it in the staff audit log); relayed after the commit,
    // so a bus outage neither fails the save nor loses the event.
    const event = outboxEvent(Subjects.settingsSettingChanged, { key, actorId: admin.userId, actorEmail: admin.email });
    const saved = await this.d.store.save({ id: randomUUID(), key, value, actorId: admin.userId, actorEmail: admin.email, at: new Date().toISOString() }, [event]);
    this.outbox.kick();
    this.d.log.info({ key, actorId: admin.userId, length: value.length }, 'setting changed');
    return saved;
  }

  /** Relays what is pending (start-up: events written before a crash or during an outage); never rejects. */
  flushOutbox() {
    return this.outbox.flush();
  }

  /** Stops the relay (at shutdown); pending events go out at the next start. */
  closeOutbox() {
    return this.outbox.close();
  }

  async history(actor: Principal | null, key: string, limit = 20, offset = 0) {
    requireRole(actor, 'admin');
    const k: SettingKey = parseKey(key);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new ValidationError('limit must be an integer from 1 to 100');
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('offset must be a non-negative integer');
    return this.d.store.history(k, limit, offset);
  }
}
