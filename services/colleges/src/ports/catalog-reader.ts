import type { College } from '../domain/college.js';

/** What the list and board need from the catalog: colleges by id (the catalog's use cases implement it). */
export interface CatalogReader {
  get(unitid: string): Promise<College | null>;
  /** The colleges of these ids that exist, by id. */
  getMany(unitids: readonly string[]): Promise<Map<string, College>>;
}
