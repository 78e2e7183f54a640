import { randomUUID } from 'node:crypto';
import { Subjects } from '@counsel/proto-events';
import {
  NotFoundError, ValidationError, outboxEvent, requireRole, requireStaff, type Logger, type OutboxEvents, type Principal,
} from '@counsel/kit';
import { KNOWN_SETTINGS, isKnownKey, parseKey, parseValue, type SettingKey } from '../domain/setting.js';
import type { MutationSaveSystemSettingArgs } from '../graphql/generated/resolvers-types.js';
import type { SettingStore } from '../ports/setting-store.js';

export interface SettingsDeps {
  store: SettingStore;
  /** The service's outbox relay (the kit's): woken after each save. */
  events: OutboxEvents;
  log: Logger;
}

/** System settings: staff read them, admins change them, and every change is kept with who and when. */
export class SettingsService {
  constructor(private readonly deps: SettingsDeps) {}

  /** The saved value, or null when unset (the client then uses the default). Unknown keys are never set. */
  async get(actor: Principal | null, key: string) {
    requireStaff(actor);
    if (!isKnownKey(key)) return null;
    return this.deps.store.get(key);
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

  async save(actor: Principal | null, input: MutationSaveSystemSettingArgs) {
    const admin = requireRole(actor, 'admin');
    const key = parseKey(input.key);
    const value = parseValue(key, input.value);
    // Saved with its event (the identity service records it in the staff audit log); relayed after the commit,
    // so a bus outage neither fails the save nor loses the event.
    // A switch's value rides along (identity applies the majority rule to guardians' tokens); free text never does.
    const spec = KNOWN_SETTINGS[key];
    const event = outboxEvent(Subjects.settingsSettingChanged, { key, actorId: admin.userId, actorEmail: admin.email, ...('allowed' in spec ? { value } : {}) });
    const saved = await this.deps.store.save({ id: randomUUID(), key, value, actorId: admin.userId, actorEmail: admin.email, at: new Date().toISOString() }, [event]);
    this.deps.events.committed();
    this.deps.log.info({ key, actorId: admin.userId, length: value.length }, 'setting changed');
    return saved;
  }

  async history(actor: Principal | null, key: string, limit = 20, offset = 0) {
    requireRole(actor, 'admin');
    const k: SettingKey = parseKey(key);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new ValidationError('limit must be an integer from 1 to 100');
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('offset must be a non-negative integer');
    return this.deps.store.history(k, limit, offset);
  }
}
