import { UnavailableError } from '@counsel/kit';
import { normalize } from '../../domain/rank-fusion.js';
import type { Embedder } from '../../ports/embedder.js';

const BATCH = 100;

/**
 * Gemini embeddings over the REST API (`:batchEmbedContents`, key in `x-goog-api-key`), with the task type
 * set for retrieval and a reduced output size; vectors are normalized (reduced sizes are not unit length).
 */
export class GeminiEmbedder implements Embedder {
  readonly id: string;

  constructor(private readonly opts: { apiKey: string; model: string; dimensions: number; baseUrl?: string; timeoutMs?: number }) {
    this.id = `gemini:${opts.model}:${opts.dimensions}`;
  }

  get dimensions() {
    return this.opts.dimensions;
  }

  async embed(texts: readonly string[], purpose: 'query' | 'document'): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH) out.push(...(await this.batch(texts.slice(i, i + BATCH), purpose)));
    return out;
  }

  private async batch(texts: readonly string[], purpose: 'query' | 'document'): Promise<Float32Array[]> {
    const base = (this.opts.baseUrl ?? 'https://generativelanguage.googleapis.com').replace(/\/$/, '');
    const model = `models/${this.opts.model}`;
    const res = await fetch(`${base}/v1beta/${model}:batchEmbedContents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.opts.apiKey },
      body: JSON.stringify({
        requests: texts.map((text) => ({
          model,
          content: { parts: [{ text }] },
          taskType: purpose === 'query' ? 'RETRIEVAL_QUERY' : 'RETRIEVAL_DOCUMENT',
          outputDimensionality: this.opts.dimensions,
        })),
      }),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
    });
    if (!res.ok) throw new UnavailableError(`Embedding service answered ${res.status}`);
    const body = (await res.json()) as { embeddings?: { values: number[] }[] };
    if (!body.embeddings || body.embeddings.length !== texts.length) throw new UnavailableError('Embedding service gave an unexpected answer');
    return body.embeddings.map((e) => {
      if (e.values.length !== this.opts.dimensions) throw new UnavailableError('Embedding has the wrong size');
      return normalize(Float32Array.from(e.values));
    });
  }
}
