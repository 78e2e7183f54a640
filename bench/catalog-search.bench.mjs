// College catalog search: 1,000 varied queries (full names, name prefixes, misspellings, cities, states,
// filters alone and with a query, paging) against the shipped catalog (data/colleges/colleges.csv, 3,037
// colleges) in the embedded index (SQLite FTS5, services/colleges' own adapter), next to a baseline measured
// in the same run: a plain JavaScript scan of the same rows with the same matching, filters and ranking
// (every word checked by prefix, state code and edit distance against every college). Both answer every
// query; their totals are compared too. With BENCH_ELASTICSEARCH_URL set, the Elasticsearch adapter is
// timed on the same queries as well. Target: index p95 below the scan's p95.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { openSqlite } from '@counsel/kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(path.join(root, 'services/colleges/dist', p));
const { catalogMigrations } = await dist('adapters/sqlite/catalog-migrations.js');
const { SqliteCatalogIndex } = await dist('adapters/sqlite/catalog-sqlite-index.js');
const { readCatalogFile, SHIPPED_CATALOG_FILE, fileSha256 } = await dist('application/catalog-file.js');
const { parseCatalogQuery } = await dist('domain/catalog-query.js');
const { allowedEdits, editDistance, normalizedText, placeText, searchTokens } = await dist('domain/catalog-text.js');
const { CONTROLS_OF, SIZE_BOUNDS } = await dist('domain/catalog-filters.js');

const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const WARMUP = 100;
const log = pino({ level: 'silent' });
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]; };
const fmt = (x) => `${x.toFixed(3)} ms`;

const rows = [];
for await (const c of readCatalogFile(SHIPPED_CATALOG_FILE)) rows.push(c);

// 1,000 queries, the same every run (seeded), in the mix a counselor and students would type. -------------------
let seed = 18;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const letters = 'abcdefghijklmnopqrstuvwxyz';
function misspell(word) {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  switch (Math.floor(rand() * 4)) {
    case 0: return word.slice(0, i) + word.slice(i + 1); // dropped letter ("berkley")
    case 1: return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // swapped letters
    case 2: return word.slice(0, i) + pick(letters) + word.slice(i + 1); // wrong letter
    default: return word.slice(0, i) + pick(letters) + word.slice(i); // extra letter
  }
}
const STOP = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'college', 'university', 'community', 'state', 'institute']);
const distinctive = (name) => searchTokens(name).filter((w) => w.length >= 5 && !STOP.has(w));
const states = [...new Set(rows.map((c) => c.state))];
const KINDS = [
  ['full name', () => ({ q: pick(rows).name })],
  ['name prefix', () => { const n = pick(rows).name; return { q: n.slice(0, 3 + Math.floor(rand() * 8)) }; }],
  ['word prefix', () => { const w = distinctive(pick(rows).name); return { q: (w[0] ?? 'harv').slice(0, 4) }; }],
  ['misspelled', () => { let w = []; while (!w.length) w = distinctive(pick(rows).name); return { q: misspell(pick(w)) }; }],
  ['misspelled + word', () => { let c; let w = []; while (!w.length) { c = pick(rows); w = distinctive(c.name); } return { q: `${misspell(w[0])} ${c.state}` }; }],
  ['city', () => ({ q: pick(rows).city })],
  ['state', () => ({ q: rand() < 0.5 ? pick(states) : pick(['Texas', 'California', 'New York', 'Ohio', 'Georgia', 'Oregon']) })],
  ['filters', () => ({ state: pick(states), control: pick(['PUBLIC', 'PRIVATE', 'NONPROFIT', undefined]), size: pick(['SMALL', 'MEDIUM', 'LARGE', undefined]) })],
  ['query + filters', () => ({ q: pick(['university', 'college', 'tech', 'saint', 'community', 'art']), state: pick(states), maxAdmissionRate: pick([0.3, 0.5, 0.8, undefined]), maxNetPrice: pick([15000, 25000, undefined]) })],
  ['page 2-3', () => ({ q: pick(['college', 'university', 'school']), page: 2 + Math.floor(rand() * 2) })],
];
const queries = Array.from({ length: QUERIES + WARMUP }, (_, i) => {
  const [kind, make] = KINDS[i % KINDS.length];
  const raw = make();
  for (const k of Object.keys(raw)) if (raw[k] === undefined) delete raw[k];
  return { kind, query: parseCatalogQuery({ pageSize: 20, ...raw }) };
});

// The baseline: a scan of the same rows, words prepared once (a favour to the scan). --------------------------
const prepared = rows.map((c) => {
  const name = normalizedText(c.name);
  return { c, name, nameWords: name.split(' '), words: `${name} ${placeText(c.city, c.state)}`.split(' '), code: c.state.toLowerCase() };
});
function scan(q) {
  const words = q.q ? searchTokens(q.q) : [];
  const qn = q.q ? normalizedText(q.q) : '';
  const controls = q.control ? CONTROLS_OF[q.control] : null;
  const size = q.size ? SIZE_BOUNDS[q.size] : null;
  const hits = [];
  for (const r of prepared) {
    const c = r.c;
    if (q.state && c.state !== q.state) continue;
    if (controls && !controls.includes(c.control)) continue;
    if (q.testPolicy && c.testPolicy !== q.testPolicy) continue;
    if (size && (c.undergrads === null || (size.min !== null && c.undergrads < size.min) || (size.max !== null && c.undergrads > size.max))) continue;
    if (q.maxAdmissionRate !== undefined && (c.admissionRate === null || c.admissionRate > q.maxAdmissionRate)) continue;
    if (q.maxNetPrice !== undefined && (c.netPrice === null || c.netPrice > q.maxNetPrice)) continue;
    let tier = 0;
    if (words.length) {
      let strict = true;
      let ok = true;
      for (const w of words) {
        const exactish = r.code === w || r.words.some((x) => x.startsWith(w));
        if (exactish) continue;
        strict = false;
        const max = allowedEdits(w);
        if (!(max > 0 && r.words.some((x) => editDistance(w, x, max) <= max))) { ok = false; break; }
      }
      if (!ok) continue;
      tier = r.name === qn ? 0 : r.name.startsWith(qn) ? 1 : words.every((w) => r.nameWords.some((x) => x.startsWith(w))) ? 2 : strict ? 3 : 4;
    }
    hits.push({ c, tier, name: r.name });
  }
  hits.sort((a, b) => a.tier - b.tier || (b.c.undergrads ?? -1) - (a.c.undergrads ?? -1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.c.unitid < b.c.unitid ? -1 : 1));
  const from = (q.page - 1) * q.pageSize;
  return { items: hits.slice(from, from + q.pageSize).map((h) => h.c), total: hits.length };
}

async function timeAll(label, search) {
  for (let i = 0; i < WARMUP; i++) await search(queries[QUERIES + i].query);
  const times = [];
  const answers = [];
  const byKind = {};
  for (let i = 0; i < QUERIES; i++) {
    const t = performance.now();
    const page = await search(queries[i].query);
    const ms = performance.now() - t;
    times.push(ms);
    (byKind[queries[i].kind] ??= []).push(ms);
    answers.push(page);
  }
  const r = { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), mean: times.reduce((a, b) => a + b, 0) / times.length };
  const kinds = Object.fromEntries(Object.entries(byKind).map(([k, xs]) => [k, { p50: pct(xs, 50), p95: pct(xs, 95) }]));
  console.log(`${label.padEnd(34)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  p99 ${fmt(r.p99)}`);
  console.log(`  p95 by kind: ${Object.entries(kinds).map(([k, v]) => `${k} ${v.p95.toFixed(2)}`).join(', ')} (ms)`);
  return { ...r, kinds, answers };
}

const db = openSqlite(':memory:', 'colleges-catalog', catalogMigrations);
const sqlite = new SqliteCatalogIndex(db);
const version = await fileSha256(SHIPPED_CATALOG_FILE);
const t0 = performance.now();
const loaded = await sqlite.replaceAll(readCatalogFile(SHIPPED_CATALOG_FILE), version);
const loadMs = performance.now() - t0;
console.log(`catalog: ${loaded} colleges loaded into SQLite FTS5 in ${loadMs.toFixed(0)} ms; ${QUERIES} queries (${KINDS.map((k) => k[0]).join(', ')})`);

const base = await timeAll('baseline: JS scan of the rows', async (q) => scan(q));
const fts = await timeAll('SQLite FTS5 index (CatalogIndex)', (q) => sqlite.search(q));
let es = null;
if (process.env.BENCH_ELASTICSEARCH_URL) {
  const { ElasticsearchCatalogIndex } = await dist('adapters/elasticsearch/elasticsearch-catalog-index.js');
  const index = await ElasticsearchCatalogIndex.connect({ node: process.env.BENCH_ELASTICSEARCH_URL, index: 'bench-colleges', log });
  if ((await index.version()) !== version) await index.replaceAll(readCatalogFile(SHIPPED_CATALOG_FILE), version);
  es = await timeAll('Elasticsearch (CatalogIndex)', (q) => index.search(q));
  await index.close();
}
await sqlite.close();

// The two answer alike: same totals and the same first page (the index caps typo expansions at 50 per word).
const agree = (a, b) => a.total === b.total && a.items.map((c) => c.unitid).join() === b.items.map((c) => c.unitid).join();
const same = fts.answers.filter((p, i) => agree(p, base.answers[i])).length;
const found = fts.answers.filter((p) => p.total > 0).length;
const typoFound = fts.answers.filter((p, i) => queries[i].kind.startsWith('misspelled') && p.total > 0).length;
const typoAll = queries.slice(0, QUERIES).filter((q) => q.kind.startsWith('misspelled')).length;
const ratio = { p50: base.p50 / fts.p50, p95: base.p95 / fts.p95 };
console.log(`scan/index: p50 ${ratio.p50.toFixed(1)}x, p95 ${ratio.p95.toFixed(1)}x faster with the index; ` +
  `same total and first page on ${same}/${QUERIES} queries; ${found}/${QUERIES} found something (misspellings: ${typoFound}/${typoAll})`);
const empty = {};
fts.answers.forEach((p, i) => { if (p.total === 0) empty[queries[i].kind] = (empty[queries[i].kind] ?? 0) + 1; });
if (Object.keys(empty).length) console.log(`no match (by kind): ${Object.entries(empty).map(([k, n]) => `${k} ${n}`).join(', ')}`);
const met = fts.p95 < base.p95;
console.log(`target (index p95 below the scan's): ${met ? 'met' : 'MISSED'}`);

const strip = ({ answers: _a, ...r }) => r;
mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
writeFileSync(path.join(root, 'test-artifacts', 'bench', 'catalog-search.json'), JSON.stringify({
  bench: 'catalog-search', colleges: loaded, queries: QUERIES, loadMs, baseline: strip(base), sqlite: strip(fts),
  elasticsearch: es ? strip(es) : null, ratio, agreement: same / QUERIES, found, met,
}, null, 2));
if (!met && process.env.BENCH_STRICT === '1') process.exit(1);
