import type { CatalogPage, CatalogQuery, College } from '../domain/college.js';

/**
 * The searchable college catalog: SQLite FTS5 (embedded) or Elasticsearch (distributed), one contract
 * (test/catalog-index.contract.ts). Matching and ranking, the same in both:
 * - q: every query word must match a word of the name, city, state code or state name, exactly, as a prefix,
 *   or within Elasticsearch's AUTO edit distance (domain/catalog-text.ts), so "berkley" finds Berkeley.
 * - Order: the name equal to q, then names starting with q, then every word found in the name, then every
 *   word found in the name or place, then typo matches; within each, more undergraduates first, then by name.
 *   Without q, the largest first.
 * - Filters: state; control (PRIVATE = NONPROFIT + FOR_PROFIT); testPolicy; size by undergraduates (SMALL
 *   < 5,000, MEDIUM 5,000-15,000, LARGE > 15,000); maxAdmissionRate and maxNetPrice (inclusive). A college
 *   whose figure is unknown does not pass a filter on that figure.
 */
export interface CatalogIndex {
  readonly kind: 'sqlite' | 'elasticsearch';
  /** The version of the catalog loaded (the file's content hash), or null while nothing is loaded. */
  version(): Promise<string | null>;
  /**
   * Replaces the whole catalog with these colleges, read one by one, and records the version; all or
   * nothing: if reading fails part way, searches keep answering from the catalog that was there.
   * Returns how many colleges were loaded.
   */
  replaceAll(colleges: AsyncIterable<College>, version: string): Promise<number>;
  /**
   * A number that changes whenever what searches and reads answer may change, for answers kept in this process;
   * null when this process cannot tell (an index other processes load) or while a load is under way.
   */
  revision(): number | null;
  search(query: CatalogQuery): Promise<CatalogPage>;
  get(unitid: string): Promise<College | null>;
  /** The colleges of these ids that exist, by id. */
  getMany(unitids: readonly string[]): Promise<Map<string, College>>;
  count(): Promise<number>;
  close(): Promise<void>;
}
