import type { SettingChange, SettingKey, SystemSetting } from '../domain/setting.js';

export interface SettingStore {
  get(key: SettingKey): Promise<SystemSetting | null>;
  /** Saves the value and appends the change to the history, atomically. */
  save(change: SettingChange): Promise<SystemSetting>;
  history(key: SettingKey, limit: number, offset: number): Promise<{ items: SettingChange[]; total: number }>;
}
