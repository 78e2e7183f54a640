import type { HistoryPoint, HistoryRules } from '../domain/school-history.js';

/** The schools' history at colleges and the scattergram's rules, as colleges keeps them from the outcomes service's events. */
export interface HistoryRepository {
  /** The points of these schools at these colleges (every pair of the two lists), in one read. */
  pointsAt(schoolIds: readonly string[], collegeIds: readonly string[]): Promise<HistoryPoint[]>;
  /** null until the outcomes service sent them: no fit from history before. */
  rules(): Promise<HistoryRules | null>;
}

export interface HistoryWrites {
  /** Upserted by outcome id (a later decision replaces the point's result). */
  savePoints(points: readonly HistoryPoint[]): void;
  saveRules(rules: HistoryRules): void;
}
