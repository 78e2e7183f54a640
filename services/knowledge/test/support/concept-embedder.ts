import { normalize } from '../../src/domain/rank-fusion.js';
import type { Embedder } from '../../src/ports/embedder.js';

/**
 * A fake embedder for the dense-path tests: words of one concept share a dimension, so texts that share
 * a meaning but no words are close (what a real model provides, in miniature and predictable).
 */
const CONCEPTS: string[][] = [
  ['money', 'funding', 'grant', 'grants', 'scholarship', 'scholarships', 'aid', 'tuition', 'cost', 'pay'],
  ['essay', 'essays', 'writing', 'personal', 'statement', 'prompt', 'draft'],
  ['test', 'tests', 'testing', 'sat', 'act', 'exam', 'score', 'scores'],
  ['deadline', 'deadlines', 'date', 'dates', 'due', 'timeline', 'calendar', 'when'],
  ['visit', 'visits', 'tour', 'campus', 'trip'],
  ['sports', 'athlete', 'athletic', 'coach', 'team', 'recruiting'],
];

export class ConceptEmbedder implements Embedder {
  readonly id = 'concept-test:8';
  readonly dimensions = 8;
  calls = 0;

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.calls++;
    return texts.map((t) => {
      const v = new Float32Array(this.dimensions);
      for (const w of t.toLowerCase().match(/[a-z]+/g) ?? []) {
        const c = CONCEPTS.findIndex((words) => words.includes(w));
        v[c >= 0 ? c : 6 + (w.length % 2)] += c >= 0 ? 1 : 0.05;
      }
      return normalize(v);
    });
  }
}
