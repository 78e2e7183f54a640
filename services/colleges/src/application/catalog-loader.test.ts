import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, openSqlite } from '@counsel/kit';
import { catalogMigrations } from '../adapters/sqlite/catalog-migrations.js';
import { SqliteCatalogIndex } from '../adapters/sqlite/catalog-sqlite-index.js';
import { CatalogFileError, SHIPPED_CATALOG_FILE, fileSha256, readCatalogFile } from './catalog-file.js';
import { loadCatalog } from './catalog-loader.js';

const log = createLogger('test', 'silent');
const shipped = readFileSync(SHIPPED_CATALOG_FILE, 'utf8').split('\n');
const header = shipped[0];
const rowOf = (name: string) => shipped.find((l) => l.split(',')[1] === name)!;
const HARVARD = rowOf('Harvard University');
const STANFORD = rowOf('Stanford University');
const MIT = rowOf('Massachusetts Institute of Technology');

let dir: string;
let file: string;
let indexes: SqliteCatalogIndex[];
/** The catalog's real SQLite file in a temporary DATA_DIR, as the service opens it. */
const openIndex = () => {
  const index = new SqliteCatalogIndex(openSqlite(dir, 'colleges-catalog', catalogMigrations));
  indexes.push(index);
  return index;
};
const writeCatalog = (...rows: string[]) => writeFileSync(file, `${[header, ...rows].join('\n')}\n`);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'counsel-catalog-'));
  file = path.join(dir, 'colleges.csv');
  indexes = [];
});
afterEach(async () => {
  for (const i of indexes) await i.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalog loader', () => {
  it('loads the shipped catalog, all 3,037 colleges, into an empty index', async () => {
    const index = openIndex();
    const r = await loadCatalog(index, SHIPPED_CATALOG_FILE, log);
    expect(r).toEqual({ loaded: true, count: 3037, version: await fileSha256(SHIPPED_CATALOG_FILE) });
    expect(await index.count()).toBe(3037);
  });

  it('loads when empty, not again while the file is the same (even touched), and again when it changes', async () => {
    writeCatalog(HARVARD, STANFORD);
    const first = await loadCatalog(openIndex(), file, log);
    expect(first).toMatchObject({ loaded: true, count: 2 });

    // A restart: a new connection to the same file finds the version it loaded.
    const reopened = openIndex();
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect(await loadCatalog(reopened, file, log)).toEqual({ loaded: false, count: 2, version: first.version });

    appendFileSync(file, `${MIT}\n`);
    const third = await loadCatalog(reopened, file, log);
    expect(third).toMatchObject({ loaded: true, count: 3 });
    expect(third.version).not.toBe(first.version);
    expect((await reopened.search({ q: 'massachusetts institute', page: 1, pageSize: 5 })).items[0]?.name).toBe('Massachusetts Institute of Technology');

    // A smaller file replaces the catalog: colleges no longer in it are gone.
    writeCatalog(STANFORD);
    expect(await loadCatalog(reopened, file, log)).toMatchObject({ loaded: true, count: 1 });
    expect(await reopened.get('166027')).toBeNull();
    expect((await reopened.get('243744'))?.name).toBe('Stanford University');
  });

  it('keeps the catalog it has when a changed file has a bad row, and says which line', async () => {
    writeCatalog(HARVARD, STANFORD);
    const index = openIndex();
    const first = await loadCatalog(index, file, log);
    writeCatalog(MIT, HARVARD.replace(',Nonprofit,', ',Charity,'));
    expect(await loadCatalog(index, file, log)).toEqual({ loaded: false, count: 2, version: first.version });
    expect(await index.version()).toBe(first.version);
    expect(await index.get('166504')).toBeNull();
  });

  it('refuses to start with nothing when the first file is bad', async () => {
    writeCatalog(MIT, STANFORD.replace(',CA,', ',California,'));
    const index = openIndex();
    await expect(loadCatalog(index, file, log)).rejects.toThrow(`${file}, line 3: state must be a two-letter code: "CALIFORNIA"`);
    expect(await index.version()).toBeNull();
    expect(await index.count()).toBe(0);
  });
});

describe('catalog file', () => {
  it('reads rows one at a time into colleges, empty cells as null', async () => {
    writeCatalog(HARVARD, rowOf('Alaska Bible College'));
    const out = [];
    for await (const c of readCatalogFile(file)) out.push(c);
    expect(out[0]).toMatchObject({ unitid: '166027', name: 'Harvard University', zip: '02138', satMath75: 800, act25: 33, hbcu: false });
    expect(out[1]).toMatchObject({ unitid: '102580', admissionRate: null, satReading25: null, testPolicy: null, religiousAffiliation: 'Undenominational' });
  });

  it('refuses a unitid that appears twice', async () => {
    writeCatalog(HARVARD, STANFORD, HARVARD);
    const read = async () => { for await (const _ of readCatalogFile(file)) { /* read */ } };
    await expect(read()).rejects.toThrow(CatalogFileError);
    await expect(read()).rejects.toThrow('line 4: unitid 166027 appears twice');
  });
});
