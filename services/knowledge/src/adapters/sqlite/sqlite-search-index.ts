import type { SqliteDatabase } from '@counsel/kit';
import { normalize, reciprocalRankFusion } from '../../domain/rank-fusion.js';
import type { IndexedChunk, Passage, SearchRequest, SourceType } from '../../domain/passage.js';
import { ftsMatchExpression } from '../../domain/query-terms.js';
import type { SearchIndex } from '../../ports/search-index.js';
import { VectorMatrix, type VectorFilter } from './vector-matrix.js';

interface ChunkRow { rowid: number; id: string; source_id: string; source_type: SourceType; title: string; text: string; page: number | null; tags: string }

/** How many candidates each side hands to the fusion, per result wanted. */
const CANDIDATES_PER_RESULT = 4;
const MIN_CANDIDATES = 40;
/** Pages one merge step writes: a few milliseconds of work between two turns of the event loop. */
const MERGE_PAGES = 64;

/**
 * The embedded search index, in the knowledge service's own SQLite file: FTS5 with its BM25 ranking
 * (porter stemming, title weighted over text), plus an in-memory exact vector scan when chunks carry
 * embeddings; the two rankings fuse by reciprocal rank.
 */
export class SqliteSearchIndex implements SearchIndex {
  readonly kind = 'sqlite-fts5' as const;
  private readonly vectors = new VectorMatrix();
  private optimizeTimer: NodeJS.Timeout | null = null;

  /**
   * optimizeAfterMs: how long writes must have stopped before the full-text index is merged (see optimizeSoon).
   */
  constructor(private readonly db: SqliteDatabase, private readonly opts: { optimizeAfterMs?: number } = {}) {
    this.loadVectors();
    // A file indexed by an earlier run may hold many segments too.
    this.optimizeSoon();
  }

  async replaceSource(sourceId: string, chunks: readonly IndexedChunk[]) {
    const insert = this.db.prepare(`INSERT INTO chunks (id, source_id, source_type, title, text, page, ordinal, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertVector = this.db.prepare('INSERT INTO chunk_vectors (chunk_rowid, vector) VALUES (?, ?)');
    const rows: { rowid: number; vector: Float32Array }[] = [];
    // One transaction: readers see the old chunks until the new ones are all in.
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM chunks WHERE source_id = ?').run(sourceId);
      for (const c of chunks) {
        const rowid = Number(insert.run(c.id, sourceId, c.sourceType, c.title, c.text, c.page, c.ordinal, JSON.stringify(c.tags)).lastInsertRowid);
        if (c.vector) {
          insertVector.run(rowid, Buffer.from(c.vector.buffer, c.vector.byteOffset, c.vector.byteLength));
          rows.push({ rowid, vector: c.vector });
        }
      }
    })();
    if (chunks.length) this.vectors.set(sourceId, chunks[0].sourceType, chunks[0].tags, rows);
    else this.vectors.delete(sourceId);
    this.optimizeSoon();
  }

  async removeSource(sourceId: string) {
    this.db.prepare('DELETE FROM chunks WHERE source_id = ?').run(sourceId);
    this.vectors.delete(sourceId);
    this.optimizeSoon();
  }

  async updateSourceMeta(sourceId: string, meta: { title: string; tags: string[] }) {
    this.db.prepare('UPDATE chunks SET title = ?, tags = ? WHERE source_id = ?').run(meta.title, JSON.stringify(meta.tags), sourceId);
    this.vectors.setTags(sourceId, meta.tags);
    this.optimizeSoon();
  }

  async search(req: SearchRequest): Promise<Passage[]> {
    // Without a dense side there is nothing to fuse: the lexical ranking's first k are the answer, so only k are read.
    if (!req.vector || this.vectors.size === 0) return this.lexical(req, req.k);
    const n = Math.max(req.k * CANDIDATES_PER_RESULT, MIN_CANDIDATES);
    const lexical = this.lexical(req, n);
    const dense = this.dense(req, n);
    return reciprocalRankFusion([lexical, dense], req.k);
  }

  async sourceIds() {
    return (this.db.prepare('SELECT DISTINCT source_id FROM chunks').all() as { source_id: string }[]).map((r) => r.source_id);
  }

  async chunkCount() {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM chunks').get() as { n: number }).n;
  }

  async vectorModel() {
    const r = this.db.prepare(`SELECT value FROM index_meta WHERE key = 'vector_model'`).get() as { value: string | null } | undefined;
    return r?.value ?? null;
  }

  async setVectorModel(model: string | null) {
    this.db.prepare(`INSERT INTO index_meta (key, value) VALUES ('vector_model', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(model);
  }

  async close() {
    if (this.optimizeTimer) clearTimeout(this.optimizeTimer);
    this.optimizeTimer = null;
    this.vectors.clear();
  }

  /**
   * Each write transaction adds a segment to the FTS5 index, and a query looks every one of its terms up in every
   * segment: after the demo's or a corpus's files are indexed one by one, a chat's query (dozens of words and
   * equivalents) cost five times what it does on one merged segment. Once writes have stopped for a moment the
   * segments are merged (the ranking is unchanged), in steps of MERGE_PAGES pages with the event loop free between
   * them: one 'optimize' of a district's whole corpus would hold every request up for as long as it takes.
   * Unref'd: it never keeps the process up.
   */
  private optimizeSoon() {
    if (this.optimizeTimer) clearTimeout(this.optimizeTimer);
    this.optimizeTimer = setTimeout(() => {
      this.optimizeTimer = null;
      this.mergeStep();
    }, this.opts.optimizeAfterMs ?? 1000);
    this.optimizeTimer.unref();
  }

  /** One step of the merge; the next one follows on a later turn until a step finds nothing left to merge. */
  private mergeStep() {
    // A write since then rescheduled the merge (or the index closed): that later run takes over.
    if (this.optimizeTimer || !this.db.open) return;
    const before = this.totalChanges();
    // Negative: every segment counts as one level, so even two of them are merged (FTS5's 'merge' command).
    this.db.prepare(`INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('merge', ?)`).run(-MERGE_PAGES);
    // FTS5 tells a step that merged nothing by a change count that moved by less than two.
    if (this.totalChanges() - before >= 2) setImmediate(() => this.mergeStep()).unref();
  }

  private totalChanges(): number {
    return (this.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  }

  private lexical(req: SearchRequest, n: number): Passage[] {
    const match = ftsMatchExpression(req.text);
    if (!match) return [];
    const { clause, params } = filterClause(req);
    // Unfiltered (the chat's search), the index alone ranks every match and only the n best are joined to their
    // chunks: joining first would read the text of every matching chunk to sort them. A filter needs the chunk's
    // columns to rank, so it joins first.
    const sql = clause
      ? `SELECT c.rowid, c.id, c.source_id, c.source_type, c.title, c.text, c.page, bm25(chunks_fts, 2.0, 1.0) AS rank
      FROM chunks_fts JOIN chunks c ON c.rowid = chunks_fts.rowid
      WHERE chunks_fts MATCH ? ${clause} ORDER BY rank LIMIT ?`
      : `SELECT c.rowid, c.id, c.source_id, c.source_type, c.title, c.text, c.page, f.rank
      FROM (SELECT rowid, bm25(chunks_fts, 2.0, 1.0) AS rank FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?) f
      JOIN chunks c ON c.rowid = f.rowid ORDER BY f.rank`;
    const rows = this.db.prepare(sql).all(match, ...params, n) as (ChunkRow & { rank: number })[];
    // Built whole, not spread from toPassage: a field added after a spread costs a copy of the object.
    return rows.map((r) => ({ id: r.id, sourceId: r.source_id, sourceType: r.source_type, title: r.title, text: r.text, page: r.page, score: -r.rank }));
  }


  private dense(req: SearchRequest, n: number): Passage[] {
    const filter: VectorFilter = {
      sourceTypes: req.filters.sourceTypes?.length ? new Set(req.filters.sourceTypes) : null,
      tags: req.filters.tags?.length ? new Set(req.filters.tags.map((t) => t.toLowerCase())) : null,
    };
    const hits = this.vectors.nearest(normalize(req.vector!), n, filter);
    if (!hits.length) return [];
    const rows = this.db.prepare(`SELECT rowid, id, source_id, source_type, title, text, page, tags FROM chunks WHERE rowid IN (${hits.map(() => '?').join(',')})`)
      .all(...hits.map((h) => h.rowid)) as ChunkRow[];
    const byRowid = new Map(rows.map((r) => [r.rowid, r]));
    return hits.flatMap((h) => {
      const r = byRowid.get(h.rowid);
      return r ? [{ ...toPassage(r), score: h.score }] : [];
    });
  }

  private loadVectors() {
    const rows = this.db.prepare(`SELECT c.rowid, c.source_id, c.source_type, c.tags, v.vector FROM chunk_vectors v JOIN chunks c ON c.rowid = v.chunk_rowid ORDER BY c.source_id, c.ordinal`)
      .all() as { rowid: number; source_id: string; source_type: SourceType; tags: string; vector: Buffer }[];
    const bySource = new Map<string, typeof rows>();
    for (const r of rows) bySource.set(r.source_id, [...(bySource.get(r.source_id) ?? []), r]);
    for (const [sourceId, list] of bySource) {
      this.vectors.set(sourceId, list[0].source_type, JSON.parse(list[0].tags) as string[], list.map((r) => ({
        rowid: r.rowid,
        vector: new Float32Array(r.vector.buffer.slice(r.vector.byteOffset, r.vector.byteOffset + r.vector.byteLength)),
      })));
    }
  }
}

function filterClause(req: SearchRequest): { clause: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const types = req.filters.sourceTypes ?? [];
  if (types.length) {
    parts.push(`AND c.source_type IN (${types.map(() => '?').join(',')})`);
    params.push(...types);
  }
  const tags = (req.filters.tags ?? []).map((t) => t.toLowerCase());
  if (tags.length) {
    parts.push(`AND EXISTS (SELECT 1 FROM json_each(c.tags) WHERE lower(json_each.value) IN (${tags.map(() => '?').join(',')}))`);
    params.push(...tags);
  }
  return { clause: parts.join(' '), params };
}

const toPassage = (r: ChunkRow): Omit<Passage, 'score'> => ({ id: r.id, sourceId: r.source_id, sourceType: r.source_type, title: r.title, text: r.text, page: r.page });
