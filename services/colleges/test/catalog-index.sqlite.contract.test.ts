import { describe, expect, it } from '@jest/globals';
import { openSqlite } from '@counsel/kit';
import { readCatalogFile, SHIPPED_CATALOG_FILE } from '../src/application/catalog-file.js';
import type { CatalogPage, CatalogQuery, College } from '../src/domain/college.js';
import { catalogMigrations } from '../src/adapters/sqlite/catalog-migrations.js';
import { SqliteCatalogIndex } from '../src/adapters/sqlite/catalog-sqlite-index.js';
import { catalogIndexContract } from './catalog-index.contract.js';

catalogIndexContract('sqlite', async () => {
  const index = new SqliteCatalogIndex(openSqlite(':memory:', 'colleges-catalog', catalogMigrations));
  return { index, close: () => index.close() };
});

describe('sqlite catalog index: remembered rankings', () => {
  const query = (q: string): CatalogQuery => ({ q, page: 1, pageSize: 20 });
  async function* iterate(items: readonly College[], during?: () => Promise<void>, failAfter?: number) {
    let i = 0;
    for (const item of items) {
      if (i === 1 && during) await during();
      if (failAfter !== undefined && i >= failAfter) throw new Error('the file broke part way');
      i++;
      yield item;
    }
  }

  it('answers a repeated search from the catalog now loaded: after a new load, and after one that failed part way', async () => {
    const all: College[] = [];
    for await (const c of readCatalogFile(SHIPPED_CATALOG_FILE)) all.push(c);
    const index = new SqliteCatalogIndex(openSqlite(':memory:', 'colleges-catalog', catalogMigrations));
    try {
      const vermont = all.filter((c) => c.state === 'VT');
      await index.replaceAll(iterate(all), 'v1');
      const first = await index.search(query('state'));
      // A common word: more matches than one page, all ranked.
      expect(first.total).toBeGreaterThan(first.items.length);
      expect(await index.search(query('state'))).toEqual(first);
      // Answers kept elsewhere in the process (the executor's shared reads) go by the revision.
      const loaded = index.revision();
      expect(loaded).not.toBeNull();

      // Searched mid-load, the same connection sees the uncommitted rows; that answer must not outlive the load.
      let midLoad: CatalogPage | null = null;
      let midRevision: number | null = 0;
      const during = async () => { midLoad = await index.search(query('state')); midRevision = index.revision(); };
      await expect(index.replaceAll(iterate(vermont, during, 3), 'v2')).rejects.toThrow('the file broke part way');
      expect(midLoad).not.toEqual(first);
      expect(midRevision).toBeNull();
      expect(await index.search(query('state'))).toEqual(first);
      const afterFailure = index.revision();
      expect(afterFailure).not.toBeNull();

      await index.replaceAll(iterate(vermont), 'v3');
      expect(index.revision()).not.toBeNull();
      expect([loaded, afterFailure]).not.toContain(index.revision());
      const after = await index.search(query('state'));
      expect(after.items.every((c) => c.state === 'VT')).toBe(true);
      expect(after.total).toBeLessThanOrEqual(vermont.length);
    } finally {
      await index.close();
    }
  }, 240_000);

  it('reads a college as the catalog now loaded has it: after a new load, and after one that failed part way', async () => {
    const some: College[] = [];
    for await (const c of readCatalogFile(SHIPPED_CATALOG_FILE)) if (some.push(c) >= 400) break;
    const moved = some.map((c) => ({ ...c, url: `https://moved.example/${c.unitid}` }));
    const index = new SqliteCatalogIndex(openSqlite(':memory:', 'colleges-catalog', catalogMigrations));
    const urls = (page: CatalogPage) => page.items.map((c) => c.url);
    try {
      await index.replaceAll(iterate(some), 'v1');
      const first = await index.search(query('college'));
      expect(first.items.length).toBeGreaterThan(1);
      const unitid = first.items[0].unitid;
      expect(await index.get(unitid)).toEqual(some.find((c) => c.unitid === unitid));
      // What a caller got is its own: changing it (Apollo tags an entity with its __typename) changes no later read.
      const got = (await index.get(unitid))!;
      Object.defineProperty(got, '__typename', { value: 'College' });
      got.name = 'Changed by a caller';
      expect(await index.get(unitid)).toEqual(some.find((c) => c.unitid === unitid));
      expect((await index.search(query('college'))).items[0]).toEqual(first.items[0]);

      // A load that fails part way: what was read mid-load (the new rows, uncommitted) must not outlive it.
      let midLoad: College | null = null;
      const during = async () => { midLoad = await index.get(some[0].unitid); };
      await expect(index.replaceAll(iterate(moved, during, 200), 'v2')).rejects.toThrow('the file broke part way');
      expect(midLoad).toEqual(moved[0]);
      expect(await index.get(some[0].unitid)).toEqual(some[0]);
      expect(await index.search(query('college'))).toEqual(first);

      // A new load reuses the row ids: every read answers the new documents.
      await index.replaceAll(iterate(moved), 'v3');
      const after = await index.search(query('college'));
      expect(after.items.map((c) => c.unitid)).toEqual(first.items.map((c) => c.unitid));
      expect(urls(after)).toEqual(after.items.map((c) => `https://moved.example/${c.unitid}`));
      expect((await index.get(unitid))?.url).toBe(`https://moved.example/${unitid}`);
      expect((await index.getMany([unitid])).get(unitid)?.url).toBe(`https://moved.example/${unitid}`);
    } finally {
      await index.close();
    }
  }, 240_000);
});
