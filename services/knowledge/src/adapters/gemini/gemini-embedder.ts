import { ApiError, GoogleGenAI } from '@google/genai';
import { UnavailableError, phrase } from '@counsel/kit';
import { normalize } from '../../domain/rank-fusion.js';
import type { Embedder } from '../../ports/embedder.js';

const BATCH = 100;

export interface GeminiEmbedderOptions {
  apiKey: string;
  model: string;
  dimensions: number;
  /** For tests and proxies: a server speaking the Gemini REST protocol. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Gemini embeddings through Google's SDK (@google/genai, as chat's answerer), with the task type set for
 * retrieval and a reduced output size; vectors are normalized (reduced sizes are not unit length).
 * No retries here: the indexer retries a file later, and a search falls back to BM25.
 */
export class GeminiEmbedder implements Embedder {
  readonly id: string;
  private readonly ai: GoogleGenAI;

  constructor(private readonly opts: GeminiEmbedderOptions) {
    this.id = `gemini:${opts.model}:${opts.dimensions}`;
    this.ai = new GoogleGenAI({
      apiKey: opts.apiKey,
      httpOptions: {
        timeout: opts.timeoutMs ?? 30_000,
        ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
        // The platform fetch: the SDK's default reaches for Undici's global dispatcher, which is missing in
        // sandboxed contexts (jest's VM).
        fetch: (input, init) => fetch(input, init),
      },
    });
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
    let embeddings: { values?: number[] }[] | undefined;
    try {
      ({ embeddings } = await this.ai.models.embedContent({
        model: this.opts.model,
        contents: [...texts],
        config: { taskType: purpose === 'query' ? 'RETRIEVAL_QUERY' : 'RETRIEVAL_DOCUMENT', outputDimensionality: this.opts.dimensions },
      }));
    } catch (err) {
      if (err instanceof ApiError) throw new UnavailableError(phrase('Embedding service answered {{status}}', { status: err.status }));
      throw new UnavailableError('Embedding service is unreachable');
    }
    if (!embeddings || embeddings.length !== texts.length) throw new UnavailableError('Embedding service gave an unexpected answer');
    return embeddings.map((e) => {
      if (e.values?.length !== this.opts.dimensions) throw new UnavailableError('Embedding has the wrong size');
      return normalize(Float32Array.from(e.values));
    });
  }
}
