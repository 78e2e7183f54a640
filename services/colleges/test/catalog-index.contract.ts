import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readCatalogFile, SHIPPED_CATALOG_FILE } from '../src/application/catalog-file.js';
import type { CatalogQuery, College } from '../src/domain/college.js';
import type { CatalogIndex } from '../src/ports/catalog-index.js';

export interface OpenedCatalogIndex { index: CatalogIndex; close(): Promise<void> }

const query = (q: Partial<CatalogQuery>): CatalogQuery => ({ page: 1, pageSize: 20, ...q });
async function* iterate<T>(items: readonly T[], failAfter?: number) {
  let i = 0;
  for (const item of items) {
    if (failAfter !== undefined && i++ >= failAfter) throw new Error('the file broke part way');
    yield item;
  }
}
const names = (cs: readonly College[]) => cs.map((c) => c.name);

/**
 * One set of expectations for every CatalogIndex adapter, on the shipped catalog (3,037 colleges).
 * Filters are checked against a plain scan of the same rows, written here independently of the adapters.
 */
export function catalogIndexContract(name: string, open: () => Promise<OpenedCatalogIndex>) {
  describe(`catalog index contract: ${name}`, () => {
    let opened: OpenedCatalogIndex;
    let index: CatalogIndex;
    let all: College[];
    const byName = (n: string) => all.find((c) => c.name === n)!;

    beforeAll(async () => {
      all = [];
      for await (const c of readCatalogFile(SHIPPED_CATALOG_FILE)) all.push(c);
      opened = await open();
      index = opened.index;
    }, 240_000);
    afterAll(async () => { await opened?.close(); });

    it('starts empty, with no version, and answers searches with nothing', async () => {
      expect(await index.version()).toBeNull();
      expect(await index.count()).toBe(0);
      expect(await index.search(query({ q: 'berkeley' }))).toEqual({ items: [], total: 0 });
      expect(await index.get('110635')).toBeNull();
      expect((await index.getMany(['110635'])).size).toBe(0);
    });

    it('loads the whole catalog with its version', async () => {
      expect(all).toHaveLength(3037);
      expect(await index.replaceAll(iterate(all), 'v1')).toBe(3037);
      expect(await index.version()).toBe('v1');
      expect(await index.count()).toBe(3037);
    });

    it('gives a college back exactly as loaded, alone and by the many', async () => {
      const berkeley = byName('University of California-Berkeley');
      expect(await index.get(berkeley.unitid)).toEqual(berkeley);
      expect(await index.get('999999999')).toBeNull();
      const harvard = byName('Harvard University');
      const many = await index.getMany([berkeley.unitid, harvard.unitid, '999999999', berkeley.unitid]);
      expect([...many.keys()].sort()).toEqual([berkeley.unitid, harvard.unitid].sort());
      expect(many.get(harvard.unitid)).toEqual(harvard);
    });

    it('finds Berkeley when the name is misspelled "berkley"', async () => {
      const page = await index.search(query({ q: 'berkley' }));
      expect(names(page.items)).toContain('University of California-Berkeley');
      const again = await index.search(query({ q: 'university of california berkley' }));
      expect(again.items[0].name).toBe('University of California-Berkeley');
    });

    it('forgives a typo or two in longer words and none in short ones', async () => {
      expect(names((await index.search(query({ q: 'standford' }))).items)).toContain('Stanford University');
      expect(names((await index.search(query({ q: 'pensylvania state' }))).items)).toContain('The Pennsylvania State University');
      expect(names((await index.search(query({ q: 'havrard' }))).items)).toContain('Harvard University');
      expect((await index.search(query({ q: 'zzqx' }))).total).toBe(0);
      // A three-letter word allows one edit, but never against a state code ("mit" is not "MI").
      const mit = await index.search(query({ q: 'mit', pageSize: 100 }));
      expect(names(mit.items)).toContain('Mitchell College');
      expect(names(mit.items)).not.toContain('University of Michigan-Ann Arbor');
    });

    it('finds by a prefix of any word, the exact name first, then names starting with the query', async () => {
      expect((await index.search(query({ q: 'harv' }))).items[0].name).toBe('Harvard University');
      expect((await index.search(query({ q: 'Boston College' }))).items[0].name).toBe('Boston College');
      const boston = (await index.search(query({ q: 'boston', pageSize: 100 }))).items;
      const starts = boston.map((c) => c.name.toLowerCase().startsWith('boston'));
      // Every name starting with "Boston" comes before every other match (colleges in Boston).
      expect(starts.indexOf(false)).toBeGreaterThan(0);
      expect(starts.slice(starts.indexOf(false))).not.toContain(true);
      expect(boston.some((c) => c.city === 'Boston' && !c.name.startsWith('Boston'))).toBe(true);
    });

    it('ranks a tier larger colleges first, then by name', async () => {
      const berkeley = (await index.search(query({ q: 'berkeley' }))).items;
      // "Berkeley College-…" starts with the query; UC Berkeley only has the word.
      const uc = berkeley.findIndex((c) => c.name === 'University of California-Berkeley');
      expect(uc).toBeGreaterThan(0);
      expect(berkeley.slice(0, uc).every((c) => c.name.startsWith('Berkeley'))).toBe(true);
      const starting = berkeley.slice(0, uc);
      expect(starting.map((c) => c.undergrads ?? -1)).toEqual([...starting.map((c) => c.undergrads ?? -1)].sort((a, b) => b - a));
    });

    it('finds by city, state code and state name', async () => {
      const pasadena = await index.search(query({ q: 'pasadena', pageSize: 100 }));
      expect(pasadena.total).toBeGreaterThan(0);
      expect(pasadena.items.every((c) => c.city === 'Pasadena' || /pasadena/i.test(c.name))).toBe(true);
      expect(names(pasadena.items)).toContain('California Institute of Technology');
      const wyoming = await index.search(query({ q: 'wyoming', pageSize: 100 }));
      const inWyoming = all.filter((c) => c.state === 'WY').map((c) => c.unitid);
      expect(wyoming.items.map((c) => c.unitid)).toEqual(expect.arrayContaining(inWyoming));
      expect(wyoming.items[0].name).toBe('University of Wyoming');
      const byCode = await index.search(query({ q: 'WY', pageSize: 100 }));
      expect(byCode.items.map((c) => c.unitid)).toEqual(expect.arrayContaining(inWyoming));
      const ri = await index.search(query({ q: 'providence ri' }));
      expect(names(ri.items)).toContain('Brown University');
    });

    it('lists the largest first without a query', async () => {
      const page = await index.search(query({ pageSize: 50 }));
      expect(page.total).toBe(3037);
      const sizes = page.items.map((c) => c.undergrads ?? -1);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      const largest = Math.max(...all.map((c) => c.undergrads ?? -1));
      expect(page.items[0].undergrads).toBe(largest);
    });

    const FILTERS: { label: string; q: Partial<CatalogQuery>; keep: (c: College) => boolean }[] = [
      { label: 'state', q: { state: 'CA' }, keep: (c) => c.state === 'CA' },
      { label: 'public', q: { control: 'PUBLIC' }, keep: (c) => c.control === 'PUBLIC' },
      { label: 'private (nonprofit and for-profit)', q: { control: 'PRIVATE' }, keep: (c) => c.control !== 'PUBLIC' },
      { label: 'nonprofit', q: { control: 'NONPROFIT' }, keep: (c) => c.control === 'NONPROFIT' },
      { label: 'for-profit', q: { control: 'FOR_PROFIT' }, keep: (c) => c.control === 'FOR_PROFIT' },
      { label: 'test policy', q: { testPolicy: 'REQUIRED' }, keep: (c) => c.testPolicy === 'REQUIRED' },
      { label: 'small', q: { size: 'SMALL' }, keep: (c) => c.undergrads !== null && c.undergrads < 5000 },
      { label: 'medium', q: { size: 'MEDIUM' }, keep: (c) => c.undergrads !== null && c.undergrads >= 5000 && c.undergrads <= 15000 },
      { label: 'large', q: { size: 'LARGE' }, keep: (c) => c.undergrads !== null && c.undergrads > 15000 },
      { label: 'admission rate', q: { maxAdmissionRate: 0.2 }, keep: (c) => c.admissionRate !== null && c.admissionRate <= 0.2 },
      { label: 'net price', q: { maxNetPrice: 15000 }, keep: (c) => c.netPrice !== null && c.netPrice <= 15000 },
      {
        label: 'all together', q: { state: 'NY', control: 'PRIVATE', size: 'SMALL', maxAdmissionRate: 0.6, maxNetPrice: 40000 },
        keep: (c) => c.state === 'NY' && c.control !== 'PUBLIC' && c.undergrads !== null && c.undergrads < 5000
          && c.admissionRate !== null && c.admissionRate <= 0.6 && c.netPrice !== null && c.netPrice <= 40000,
      },
    ];
    for (const f of FILTERS) {
      it(`filters by ${f.label}, counting exactly the colleges a scan finds`, async () => {
        const expected = all.filter(f.keep);
        expect(expected.length).toBeGreaterThan(0);
        const page = await index.search(query({ ...f.q, pageSize: 100 }));
        expect(page.total).toBe(expected.length);
        expect(page.items.every(f.keep)).toBe(true);
        expect(page.items).toHaveLength(Math.min(100, expected.length));
      });
    }

    it('filters and searches together', async () => {
      const page = await index.search(query({ q: 'university', state: 'TX', control: 'PUBLIC', pageSize: 100 }));
      expect(page.total).toBe(all.filter((c) => c.state === 'TX' && c.control === 'PUBLIC' && /\buniversity/i.test(c.name)).length);
      expect(names(page.items)).toContain('The University of Texas at Austin');
    });

    it('counts a filter\'s boundaries in: an admission rate or net price equal to the limit passes', async () => {
      const c = all.find((x) => x.admissionRate !== null && x.netPrice !== null && x.state === 'MA')!;
      const page = await index.search(query({ state: 'MA', maxAdmissionRate: c.admissionRate!, maxNetPrice: c.netPrice!, pageSize: 100 }));
      expect(page.items.map((x) => x.unitid)).toContain(c.unitid);
    });

    it('pages through results in a stable order with the same total', async () => {
      const whole = await index.search(query({ state: 'OH', pageSize: 60 }));
      const p1 = await index.search(query({ state: 'OH', pageSize: 30, page: 1 }));
      const p2 = await index.search(query({ state: 'OH', pageSize: 30, page: 2 }));
      expect(p1.total).toBe(whole.total);
      expect(p2.total).toBe(whole.total);
      expect([...p1.items, ...p2.items].map((c) => c.unitid)).toEqual(whole.items.map((c) => c.unitid));
      const beyond = await index.search(query({ state: 'OH', pageSize: 100, page: 50 }));
      expect(beyond).toEqual({ items: [], total: whole.total });
      const far = await index.search(query({ pageSize: 100, page: 500 }));
      expect(far).toEqual({ items: [], total: 3037 });
    });

    it('replaces the whole catalog with a new version, and keeps the old one when a load fails part way', async () => {
      const some = all.filter((c) => c.state === 'VT');
      expect(await index.replaceAll(iterate(some), 'v2')).toBe(some.length);
      expect(await index.version()).toBe('v2');
      expect(await index.count()).toBe(some.length);
      expect(await index.get(byName('Harvard University').unitid)).toBeNull();
      expect((await index.search(query({ q: 'harvard' }))).total).toBe(0);
      expect((await index.search(query({}))).total).toBe(some.length);

      await expect(index.replaceAll(iterate(all, 100), 'v3')).rejects.toThrow('the file broke part way');
      expect(await index.version()).toBe('v2');
      expect(await index.count()).toBe(some.length);
      expect((await index.search(query({ q: 'middlebury' }))).items[0]?.name).toBe('Middlebury College');
      // Typo expansion follows the catalog now loaded.
      expect((await index.search(query({ q: 'middleburry' }))).items[0]?.name).toBe('Middlebury College');
    });
  });
}
