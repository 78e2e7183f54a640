import { createHash } from 'node:crypto';
import { normalize } from '../../domain/rank-fusion.js';
import { contentWords } from '../../domain/query-terms.js';
import type { Embedder } from '../../ports/embedder.js';

/**
 * A deterministic stand-in embedder for tests and benchmarks: feature hashing of word stems into a
 * fixed-size vector. It exercises the dense path (storage, scans, fusion) without a model; it is not
 * semantic, and configuration never selects it.
 */
export class HashingEmbedder implements Embedder {
  readonly id: string;

  constructor(readonly dimensions = 256) {
    this.id = `hashing:${dimensions}`;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    return texts.map((t) => this.vector(t));
  }

  vector(text: string): Float32Array {
    const v = new Float32Array(this.dimensions);
    for (const term of contentWords(text)) {
      const h = createHash('md5').update(term.slice(0, 6)).digest();
      v[h.readUInt32LE(0) % this.dimensions] += h[4] & 1 ? 1 : -1;
    }
    return normalize(v);
  }
}
