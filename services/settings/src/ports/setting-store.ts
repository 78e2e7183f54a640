import type { OutboxEvent, Outbox } from '@counsel/kit';
import type { SettingChange, SettingKey, SystemSetting } from '../domain/setting.js';

/** Settings and their history; the events reporting a save are written to the outbox with it. */
export interface SettingStore {
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  get(key: SettingKey): Promise<SystemSetting | null>;
  /** Saves the value, appends the change to the history and `events` to the outbox, atomically. */
  save(change: SettingChange, events?: readonly OutboxEvent[]): Promise<SystemSetting>;
  history(key: SettingKey, limit: number, offset: number): Promise<{ items: SettingChange[]; total: number }>;
}
