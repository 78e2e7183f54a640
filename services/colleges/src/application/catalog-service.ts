import { requireUser, type Principal } from '@counsel/kit';
import { parseCatalogQuery } from '../domain/catalog-query.js';
import type { CatalogPage, College } from '../domain/college.js';
import type { CollegeSearchInput } from '../graphql/generated/resolvers-types.js';
import type { CatalogIndex } from '../ports/catalog-index.js';
import type { CatalogReader } from '../ports/catalog-reader.js';

/** The catalog's use cases: any signed-in user may search it and read a college ("Calls"). */
export class CatalogService implements CatalogReader {
  constructor(private readonly index: CatalogIndex) {}

  /** Signed in first, then the search is validated (a stranger learns nothing about the rules). */
  async search(who: Principal | null | undefined, input: CollegeSearchInput): Promise<CatalogPage> {
    requireUser(who);
    return this.index.search(parseCatalogQuery(input));
  }

  /** A college by its IPEDS unit id; null (not found) for an unknown or malformed id. */
  async college(who: Principal | null | undefined, unitid: string): Promise<College | null> {
    requireUser(who);
    return this.get(unitid);
  }

  /** Changes whenever the catalog may answer differently; null when answers must not be kept (ports/catalog-index.ts). */
  revision(): number | null {
    return this.index.revision();
  }

  // CatalogReader, for the lists and the board (they authorize their own callers).
  async get(unitid: string): Promise<College | null> {
    return isUnitid(unitid) ? this.index.get(unitid) : null;
  }

  async getMany(unitids: readonly string[]): Promise<Map<string, College>> {
    return this.index.getMany(unitids.filter(isUnitid));
  }
}

const isUnitid = (id: string) => /^\d{1,10}$/.test(id);
