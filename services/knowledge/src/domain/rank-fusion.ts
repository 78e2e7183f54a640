/** Reciprocal rank fusion (Cormack et al. 2009): score = sum over lists of 1 / (k + rank). */
export const RRF_K = 60;

export function reciprocalRankFusion<T extends { id: string }>(lists: readonly (readonly T[])[], limit: number, k = RRF_K): (T & { score: number })[] {
  const fused = new Map<string, { item: T; score: number }>();
  for (const list of lists) {
    list.forEach((item, index) => {
      const entry = fused.get(item.id) ?? { item, score: 0 };
      entry.score += 1 / (k + index + 1);
      fused.set(item.id, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.item.id.localeCompare(b.item.id))
    .slice(0, limit)
    .map(({ item, score }) => ({ ...item, score }));
}

/** Unit length, so cosine similarity is a dot product. */
export function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  const norm = Math.sqrt(sum);
  if (norm === 0) return v;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i] / norm;
  return out;
}
