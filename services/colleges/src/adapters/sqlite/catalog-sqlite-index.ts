import { BoundedCache, type SqliteDatabase } from '@counsel/kit';
import { CONTROLS_OF, SIZE_BOUNDS } from '../../domain/catalog-filters.js';
import { allowedEdits, editDistance, normalizedText, placeText, searchTokens } from '../../domain/catalog-text.js';
import type { CatalogPage, CatalogQuery, College } from '../../domain/college.js';
import type { CatalogIndex } from '../../ports/catalog-index.js';

/** Typo expansions per query word, at most (Elasticsearch's fuzzy query default, max_expansions). */
const MAX_EXPANSIONS = 50;
/** Query words whose expansions are remembered until the next load ("university" is typed all day). */
const EXPANSION_CACHE = 2000;
/** Searches whose ranking is remembered until the next load (catalog search is the same for every caller). */
const RANKING_CACHE = 500;
/** Parsed colleges remembered until the next load: the shipped catalog (about 6,500) fits whole. */
const DOCUMENT_CACHE = 10_000;

interface Ranked { id: number; total: number }

/**
 * SQLite FTS5 (embedded mode): prefix matches from FTS5's prefix index, typo matches by expanding each
 * query word into the catalog words within its allowed edits (the vocabulary, a few thousand words, is held
 * in memory), and the ranking tiers of ports/catalog-index.ts computed in SQL.
 */
export class SqliteCatalogIndex implements CatalogIndex {
  readonly kind = 'sqlite' as const;
  /** Catalog words by length, for typo expansion; rebuilt after each load. */
  private vocabulary = new Map<number, string[]>();
  private expansions = new BoundedCache<string, string[]>(EXPANSION_CACHE);
  /**
   * A search's ranked page of ids, by its SQL and parameters. Ranking every match (a common word such as "state"
   * matches hundreds) was most of a search's CPU, and the catalog changes only when it is loaded again (replaceAll,
   * in this process), which empties this.
   */
  private rankings = new BoundedCache<string, Ranked[]>(RANKING_CACHE);
  /**
   * Colleges by row id, parsed. Reading and parsing each page's JSON documents was the next largest share of a
   * search; emptied with the rankings (a load reuses row ids). Callers get shallow copies (the fields are plain
   * values): a caller may tag what it got (Apollo marks an entity with its __typename), never the kept one.
   */
  private documents = new BoundedCache<number, College>(DOCUMENT_CACHE);
  /** Bumped when a load starts and when it ends (the catalog changes only by a load, in this process). */
  private generation = 0;

  constructor(private readonly db: SqliteDatabase) {
    this.loadVocabulary();
  }

  async version() {
    const row = this.db.prepare("SELECT value FROM catalog_meta WHERE key = 'version'").get() as { value: string } | undefined;
    return row?.value ?? null;
  }

  /** Null mid-load: this connection then reads rows that may still roll back. */
  revision() {
    return this.db.inTransaction ? null : this.generation;
  }

  async replaceAll(colleges: AsyncIterable<College>, version: string) {
    const db = this.db;
    const insert = db.prepare(`INSERT INTO colleges
      (unitid, name_norm, place_words, state_code, state, control, test_policy, undergrads, admission_rate, net_price, doc)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    // One transaction across the read (better-sqlite3's db.transaction cannot span an await): a reader
    // never sees half a catalog, and a bad row leaves the old one in place.
    db.exec('BEGIN IMMEDIATE');
    this.generation++;
    this.rankings.clear();
    this.documents.clear();
    let n = 0;
    try {
      db.exec('DELETE FROM colleges');
      for await (const c of colleges) {
        insert.run(c.unitid, normalizedText(c.name), placeText(c.city, c.state), c.state.toLowerCase(), c.state, c.control, c.testPolicy,
          c.undergrads, c.admissionRate, c.netPrice, JSON.stringify(c));
        n++;
      }
      db.exec("INSERT INTO colleges_fts (colleges_fts) VALUES ('rebuild')");
      db.prepare("INSERT INTO catalog_meta (key, value) VALUES ('version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(version);
      db.exec('COMMIT');
    } catch (err) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw err;
    }
    this.loadVocabulary();
    return n;
  }

  async search(query: CatalogQuery): Promise<CatalogPage> {
    const where: string[] = [];
    const params: Record<string, unknown> = {
      limit: query.pageSize, offset: Math.min((query.page - 1) * query.pageSize, Number.MAX_SAFE_INTEGER),
    };
    const words = query.q ? searchTokens(query.q) : [];
    let tier = '0';
    if (words.length) {
      // A word matches a name or place word by prefix or typo, or the state code exactly.
      const prefix = (w: string) => `{name_norm place_words} : "${w}"*`;
      const state = (w: string) => `state_code : "${w}"`;
      const typos = words.map((w) => this.typoWords(w).map((t) => `{name_norm place_words} : "${t}"`));
      params.match = words.map((w, i) => `(${[prefix(w), state(w), ...typos[i]].join(' OR ')})`).join(' AND ');
      params.named = `name_norm : (${words.map((w) => `"${w}"*`).join(' AND ')})`;
      params.q = normalizedText(query.q!);
      where.push('c.id IN (SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH @match)');
      // Without typo expansions every match is a strict one: no need to ask FTS5 twice.
      const typoTier = typos.some((t) => t.length) ? 'WHEN c.id IN (SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH @strict) THEN 3 ELSE 4' : 'ELSE 3';
      if (typos.some((t) => t.length)) params.strict = words.map((w) => `(${prefix(w)} OR ${state(w)})`).join(' AND ');
      tier = `CASE
        WHEN c.name_norm = @q THEN 0
        WHEN substr(c.name_norm, 1, length(@q)) = @q THEN 1
        WHEN c.id IN (SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH @named) THEN 2
        ${typoTier} END`;
    }
    if (query.state) { where.push('c.state = @state'); params.state = query.state; }
    if (query.control) {
      const controls = CONTROLS_OF[query.control];
      where.push(`c.control IN (${controls.map((_, i) => `@control${i}`).join(', ')})`);
      controls.forEach((v, i) => { params[`control${i}`] = v; });
    }
    if (query.testPolicy) { where.push('c.test_policy = @testPolicy'); params.testPolicy = query.testPolicy; }
    if (query.size) {
      const b = SIZE_BOUNDS[query.size];
      where.push('c.undergrads IS NOT NULL');
      if (b.min !== null) { where.push('c.undergrads >= @sizeMin'); params.sizeMin = b.min; }
      if (b.max !== null) { where.push('c.undergrads <= @sizeMax'); params.sizeMax = b.max; }
    }
    if (query.maxAdmissionRate !== undefined) { where.push('c.admission_rate <= @maxAdmissionRate'); params.maxAdmissionRate = query.maxAdmissionRate; }
    if (query.maxNetPrice !== undefined) { where.push('c.net_price <= @maxNetPrice'); params.maxNetPrice = query.maxNetPrice; }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // Rank ids only (sorting rows that carry the document costs twice as much), then read the page's documents.
    const rows = this.ranked(`SELECT c.id, count(*) OVER () AS total, ${tier} AS tier
      FROM colleges c ${filter}
      ORDER BY tier, c.undergrads IS NULL, c.undergrads DESC, c.name_norm, c.unitid
      LIMIT @limit OFFSET @offset`, params);
    if (rows.length) {
      const docs = this.collegesById(rows.map((r) => r.id));
      return { items: rows.map((r) => docs.get(r.id)!), total: rows[0].total };
    }
    // A page past the end: the total still counts the matches.
    const { limit: _l, offset: _o, ...countParams } = params;
    const total = query.page > 1
      ? (this.db.prepare(`SELECT count(*) AS n FROM colleges c ${filter}`).get(withoutTierParams(countParams)) as { n: number }).n
      : 0;
    return { items: [], total };
  }

  async get(unitid: string) {
    const row = this.db.prepare('SELECT id FROM colleges WHERE unitid = ?').get(unitid) as { id: number } | undefined;
    return row ? this.collegesById([row.id]).get(row.id)! : null;
  }

  async getMany(unitids: readonly string[]) {
    const out = new Map<string, College>();
    if (!unitids.length) return out;
    const rows = this.db.prepare('SELECT id FROM colleges WHERE unitid IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify([...new Set(unitids)])) as { id: number }[];
    for (const c of this.collegesById(rows.map((r) => r.id)).values()) out.set(c.unitid, c);
    return out;
  }

  async count() {
    return (this.db.prepare('SELECT count(*) AS n FROM colleges').get() as { n: number }).n;
  }

  async close() {
    if (this.db.open) this.db.close();
  }

  /**
   * Catalog words within the allowed edits of a query word that its prefix does not already find, the
   * nearest first (as Elasticsearch keeps the best of its fuzzy expansions).
   */
  private typoWords(word: string): string[] {
    const max = allowedEdits(word);
    if (max === 0) return [];
    const cached = this.expansions.get(word);
    if (cached) return cached;
    const words = this.expandTypos(word, max);
    this.expansions.set(word, words);
    return words;
  }

  private expandTypos(word: string, max: number): string[] {
    const found: { term: string; d: number }[] = [];
    for (let len = Math.max(1, word.length - max); len <= word.length + max; len++) {
      for (const term of this.vocabulary.get(len) ?? []) {
        if (term.startsWith(word)) continue;
        const d = editDistance(word, term, max);
        if (d <= max) found.push({ term, d });
      }
    }
    return found.sort((a, b) => a.d - b.d || (a.term < b.term ? -1 : 1)).slice(0, MAX_EXPANSIONS).map((f) => f.term);
  }

  private ranked(sql: string, params: Record<string, unknown>): Ranked[] {
    const key = `${sql}\n${JSON.stringify(params)}`;
    const known = this.rankings.get(key);
    if (known) return known;
    const rows = (this.db.prepare(sql).all(params) as Ranked[]).map((r) => ({ id: r.id, total: r.total }));
    // Mid-load this connection sees the new rows before they commit (or roll back): nothing is kept then.
    if (this.db.inTransaction) return rows;
    this.rankings.set(key, rows);
    return rows;
  }

  /** The colleges of these row ids (all present), each a copy of the one parsed before when there is one. */
  private collegesById(ids: readonly number[]): Map<number, College> {
    const out = new Map<number, College>();
    const missing: number[] = [];
    for (const id of ids) {
      const known = this.documents.get(id);
      if (known) out.set(id, { ...known });
      else missing.push(id);
    }
    if (!missing.length) return out;
    const rows = this.db.prepare('SELECT id, doc FROM colleges WHERE id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(missing)) as { id: number; doc: string }[];
    // Mid-load this connection reads rows that may roll back: they are not kept then (as rankings are not).
    const keep = !this.db.inTransaction;
    for (const r of rows) {
      const college = JSON.parse(r.doc) as College;
      out.set(r.id, { ...college });
      if (!keep) continue;
      this.documents.set(r.id, college);
    }
    return out;
  }

  private loadVocabulary() {
    const byLength = new Map<number, string[]>();
    for (const { term } of this.db.prepare("SELECT DISTINCT term FROM colleges_vocab WHERE col IN ('name_norm', 'place_words')").all() as { term: string }[]) {
      const list = byLength.get(term.length);
      if (list) list.push(term); else byLength.set(term.length, [term]);
    }
    this.vocabulary = byLength;
    this.generation++;
    this.expansions.clear();
    this.rankings.clear();
    this.documents.clear();
  }
}

/** The count query has no ranking, so it takes only the filter's parameters. */
function withoutTierParams(p: Record<string, unknown>) {
  const { q: _q, named: _n, strict: _s, ...rest } = p;
  return rest;
}
