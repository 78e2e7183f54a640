import type { Passage } from '../../domain/chat.js';
import { terms } from '../../domain/text-analysis.js';

/** Terms plus adjacent pairs ("may 1", "early decision"), so phrases rank above scattered words. */
function tokens(text: string): string[] {
  const t = terms(text);
  const out = [...t];
  for (let i = 1; i < t.length; i++) out.push(`${t[i - 1]}_${t[i]}`);
  return out;
}
import type { KnowledgeSearch } from '../../ports/knowledge-search.js';

export interface IndexedChunk {
  id: string;
  sourceId: string;
  sourceType: 'knowledge_base' | 'content';
  title: string;
  text: string;
  page?: number | null;
}

/**
 * A real, in-process KnowledgeSearch: BM25 over an inverted index of the chunks' stemmed terms and
 * adjacent term pairs (title terms count twice). Used by unit tests and the benchmark; the portal uses the knowledge subgraph.
 */
export class InMemoryKnowledgeSearch implements KnowledgeSearch {
  private readonly chunks: IndexedChunk[] = [];
  private readonly lengths: number[] = [];
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private totalLength = 0;

  constructor(chunks: IndexedChunk[] = [], private readonly k1 = 1.2, private readonly b = 0.75) {
    for (const c of chunks) this.add(c);
  }

  add(chunk: IndexedChunk) {
    const doc = this.chunks.length;
    const all = [...tokens(chunk.title), ...tokens(chunk.title), ...tokens(chunk.text)];
    this.chunks.push(chunk);
    this.lengths.push(all.length);
    this.totalLength += all.length;
    const tf = new Map<string, number>();
    for (const t of all) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [term, n] of tf) {
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = []));
      list.push({ doc, tf: n });
    }
  }

  get size() { return this.chunks.length; }

  async search(query: string, k: number): Promise<Passage[]> {
    const n = this.chunks.length;
    if (!n) return [];
    const norms = this.lengthNorms();
    const scores = new Float64Array(n);
    const touched: number[] = [];
    for (const term of new Set(tokens(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const { doc, tf } of list) {
        if (scores[doc] === 0) touched.push(doc);
        scores[doc] += idf * tf * (this.k1 + 1) / (tf + norms[doc]);
      }
    }
    return topK(touched, scores, k).map((doc) => {
      const c = this.chunks[doc];
      return { id: c.id, sourceId: c.sourceId, sourceType: c.sourceType, title: c.title, text: c.text, page: c.page ?? null, score: scores[doc] };
    });
  }

  /** k1 * (1 - b + b * length / average length) per chunk, recomputed only after chunks were added. */
  private norms: Float64Array | null = null;
  private lengthNorms(): Float64Array {
    if (this.norms?.length === this.chunks.length) return this.norms;
    const avg = this.totalLength / this.chunks.length;
    this.norms = Float64Array.from(this.lengths, (len) => this.k1 * (1 - this.b + this.b * len / avg));
    return this.norms;
  }
}

/** The k best-scoring documents, best first, without sorting every match. */
function topK(docs: number[], scores: Float64Array, k: number): number[] {
  const best: number[] = [];
  for (const d of docs) {
    if (best.length === k && scores[d] <= scores[best[k - 1]]) continue;
    let i = Math.min(best.length, k - 1);
    if (best.length < k) best.push(d);
    while (i > 0 && scores[best[i - 1]] < scores[d]) { best[i] = best[i - 1]; i--; }
    best[i] = d;
  }
  return best;
}
