import type { SourceType } from '../../domain/passage.js';

interface SourceVectors {
  sourceType: SourceType;
  tags: Set<string>;
  rowids: number[];
  /** rowids.length × dims, each row unit length. */
  matrix: Float32Array;
}

export interface VectorFilter { sourceTypes: Set<SourceType> | null; tags: Set<string> | null }

/**
 * The dense side of the embedded index: every chunk vector in memory, packed per source, searched by an
 * exact scan (dot products of unit vectors = cosine). Exact, no recall loss; linear in the chunk count.
 */
export class VectorMatrix {
  private readonly sources = new Map<string, SourceVectors>();
  dims = 0;

  set(sourceId: string, sourceType: SourceType, tags: readonly string[], rows: { rowid: number; vector: Float32Array }[]) {
    if (!rows.length) {
      this.sources.delete(sourceId);
      return;
    }
    const dims = rows[0].vector.length;
    if (this.dims && this.dims !== dims) throw new Error(`vector has ${dims} dimensions; the index holds ${this.dims}`);
    this.dims = dims;
    const matrix = new Float32Array(rows.length * dims);
    rows.forEach((r, i) => matrix.set(r.vector, i * dims));
    this.sources.set(sourceId, { sourceType, tags: new Set(tags.map((t) => t.toLowerCase())), rowids: rows.map((r) => r.rowid), matrix });
  }

  setTags(sourceId: string, tags: readonly string[]) {
    const s = this.sources.get(sourceId);
    if (s) s.tags = new Set(tags.map((t) => t.toLowerCase()));
  }

  delete(sourceId: string) {
    this.sources.delete(sourceId);
  }

  clear() {
    this.sources.clear();
    this.dims = 0;
  }

  get size() {
    let n = 0;
    for (const s of this.sources.values()) n += s.rowids.length;
    return n;
  }

  /** The n rows most similar to the query, best first; none for the zero vector (a text the embedder knew no word of), which is as near to every row. */
  nearest(query: Float32Array, n: number, filter: VectorFilter): { rowid: number; score: number }[] {
    if (!this.dims || query.length !== this.dims || n <= 0 || query.every((x) => x === 0)) return [];
    const dims = this.dims;
    const top: { rowid: number; score: number }[] = [];
    let floor = -Infinity;
    for (const s of this.sources.values()) {
      if (filter.sourceTypes && !filter.sourceTypes.has(s.sourceType)) continue;
      if (filter.tags && ![...filter.tags].some((t) => s.tags.has(t))) continue;
      const m = s.matrix;
      for (let r = 0; r < s.rowids.length; r++) {
        let dot = 0;
        const base = r * dims;
        for (let i = 0; i < dims; i++) dot += m[base + i] * query[i];
        if (top.length < n || dot > floor) {
          insertSorted(top, { rowid: s.rowids[r], score: dot }, n);
          floor = top.length < n ? -Infinity : top[top.length - 1].score;
        }
      }
    }
    return top;
  }
}

function insertSorted(top: { rowid: number; score: number }[], hit: { rowid: number; score: number }, n: number) {
  let i = top.length;
  while (i > 0 && top[i - 1].score < hit.score) i--;
  top.splice(i, 0, hit);
  if (top.length > n) top.pop();
}
