import { describe, expect, it } from '@jest/globals';
import { VectorMatrix } from '../src/adapters/sqlite/vector-matrix.js';

const all = { sourceTypes: null, tags: null };

describe('the in-memory vector scan', () => {
  it('finds no neighbours for the zero vector (a text the embedder knew no word of): every row would tie, and the first stored would rank', () => {
    const m = new VectorMatrix();
    m.set('s', 'content', [], [{ rowid: 1, vector: Float32Array.of(1, 0, 0) }, { rowid: 2, vector: Float32Array.of(0, 1, 0) }]);
    expect(m.nearest(new Float32Array(3), 5, all)).toEqual([]);
    expect(m.nearest(Float32Array.of(0, 1, 0), 1, all)).toEqual([{ rowid: 2, score: 1 }]);
  });
});
