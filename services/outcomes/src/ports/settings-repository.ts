import type { ScattergramRules } from '../domain/scattergram.js';

/** The service's settings: the scattergram rules, and which one-time backfills ran. */
export interface SettingsRepository {
  rules(): Promise<ScattergramRules>;
  /** Whether the one-time backfill of this name ran. */
  backfilled(name: string): Promise<boolean>;
}

export interface SettingsWrites {
  saveRules(rules: ScattergramRules): void;
  /** Marks a one-time backfill done (a second mark of one name is ignored). */
  markBackfilled(name: string, at: string): void;
}
