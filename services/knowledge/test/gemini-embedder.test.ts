import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createLogger, loadConfig } from '@counsel/kit';
import { knowledgeConfigSchema } from '../src/config.js';
import { GeminiEmbedder } from '../src/adapters/gemini/gemini-embedder.js';
import { openEmbedder } from '../src/adapters/open-adapters.js';

/**
 * A small local server speaking the Gemini embeddings protocol (the SDK talks to it through its base URL): `POST /v1beta/models/{model}:batchEmbedContents`,
 * key in `x-goog-api-key`, answering `{ embeddings: [{ values }] }` in request order. The vector for text
 * `t-<n>` is [n + 1, 1, 0, ...] (so its direction tells which text it was), at the requested size.
 */
interface SeenRequest { method: string; url: string; headers: IncomingHttpHeaders; body: GeminiBatchRequest }
interface GeminiBatchRequest {
  requests: { model: string; content: { role?: string; parts: { text: string }[] }; taskType: string; outputDimensionality: number }[];
}
type Scripted = { status: number; body: unknown };

const API_KEY = 'test-key-123';
const MODEL = 'gemini-embedding-001';
const DIMS = 64;

class FakeGemini {
  readonly seen: SeenRequest[] = [];
  /** Answers to give before the normal ones (one per request). */
  script: Scripted[] = [];
  /** Overrides the size of the vectors answered (to test a misbehaving server). */
  answerDims: number | null = null;
  dropLast = false;
  private server!: Server;

  async start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => { raw += c; });
      req.on('end', () => {
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        let body: GeminiBatchRequest;
        try { body = JSON.parse(raw) as GeminiBatchRequest; } catch { return send(400, { error: { code: 400, message: 'Invalid JSON payload', status: 'INVALID_ARGUMENT' } }); }
        this.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const match = /^\/v1beta\/models\/([^/:]+):batchEmbedContents$/.exec(req.url ?? '');
        if (req.method !== 'POST' || !match) return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
        if (req.headers['x-goog-api-key'] !== API_KEY) {
          return send(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
        }
        const next = this.script.shift();
        if (next) return send(next.status, next.body);
        let embeddings = body.requests.map((r) => {
          const n = Number(/^t-(\d+)$/.exec(r.content.parts[0]?.text ?? '')?.[1] ?? 0);
          const values = new Array<number>(this.answerDims ?? r.outputDimensionality).fill(0);
          values[0] = n + 1;
          values[1] = 1;
          return { values };
        });
        if (this.dropLast) embeddings = embeddings.slice(0, -1);
        send(200, { embeddings });
      });
    });
    // Node's server drops an idle keep-alive socket after 5 s, racing the client that reuses it between two tests on
    // a slow machine ("unreachable" in CI); this fake keeps it for the file's life.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset() {
    this.seen.length = 0;
    this.script = [];
    this.answerDims = null;
    this.dropLast = false;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const texts = (count: number) => Array.from({ length: count }, (_, i) => `t-${i}`);

describe('GeminiEmbedder against a local Gemini embeddings server', () => {
  const fake = new FakeGemini();
  let baseUrl: string;
  let embedder: GeminiEmbedder;
  beforeAll(async () => {
    baseUrl = await fake.start();
    embedder = new GeminiEmbedder({ apiKey: API_KEY, model: MODEL, dimensions: DIMS, baseUrl: `${baseUrl}/`, timeoutMs: 30_000 });
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it('sends the key, model, task type and size, and returns unit vectors in order at the configured size', async () => {
    const out = await embedder.embed(['t-0', 't-1', 't-2'], 'document');
    expect(fake.seen).toHaveLength(1);
    const [req] = fake.seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(`/v1beta/models/${MODEL}:batchEmbedContents`);
    expect(req.headers['x-goog-api-key']).toBe(API_KEY);
    expect(req.headers['content-type']).toMatch(/^application\/json/);
    expect(req.url).not.toContain(API_KEY); // the key travels in the header only
    expect(req.body.requests).toEqual(['t-0', 't-1', 't-2'].map((text) => ({
      model: `models/${MODEL}`, content: { role: 'user', parts: [{ text }] }, taskType: 'RETRIEVAL_DOCUMENT', outputDimensionality: DIMS,
    })));
    expect(out).toHaveLength(3);
    out.forEach((v, i) => {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v.length).toBe(DIMS);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
      expect(v[0] / v[1]).toBeCloseTo(i + 1, 4); // the i-th text's vector, in place i
    });
    expect(embedder.dimensions).toBe(DIMS);
    expect(embedder.id).toBe(`gemini:${MODEL}:${DIMS}`);
  });

  it('marks queries as retrieval queries', async () => {
    await embedder.embed(['t-7'], 'query');
    expect(fake.seen[0].body.requests[0].taskType).toBe('RETRIEVAL_QUERY');
  });

  it('splits long inputs into batches of 100 and keeps the order across them', async () => {
    const out = await embedder.embed(texts(250), 'document');
    expect(fake.seen.map((r) => r.body.requests.length)).toEqual([100, 100, 50]);
    expect(fake.seen[1].body.requests[0].content.parts[0].text).toBe('t-100');
    expect(out).toHaveLength(250);
    out.forEach((v, i) => expect(v[0] / v[1]).toBeCloseTo(i + 1, 2));
  });

  it('makes no request for no texts', async () => {
    expect(await embedder.embed([], 'document')).toEqual([]);
    expect(fake.seen).toHaveLength(0);
  });

  // The adapter does not retry (the indexer retries a file later; a search falls back to BM25): a rate
  // limit or an outage is surfaced at once as an "unavailable" error naming the status.
  it.each([
    [429, { error: { code: 429, message: 'Resource has been exhausted (e.g. check quota).', status: 'RESOURCE_EXHAUSTED' } }],
    [503, { error: { code: 503, message: 'The model is overloaded. Please try again later.', status: 'UNAVAILABLE' } }],
  ])('surfaces a %i as an unavailable error, without retrying', async (status, body) => {
    fake.script = [{ status, body }];
    await expect(embedder.embed(['t-0'], 'query')).rejects.toMatchObject({ code: 'UNAVAILABLE', message: `Embedding service answered ${status}` });
    expect(fake.seen).toHaveLength(1);
    // The next call is served normally.
    expect(await embedder.embed(['t-0'], 'query')).toHaveLength(1);
  });

  it('surfaces a 400 (a wrong key here)', async () => {
    const wrongKey = new GeminiEmbedder({ apiKey: 'not-the-key', model: MODEL, dimensions: DIMS, baseUrl });
    await expect(wrongKey.embed(['t-0'], 'document')).rejects.toMatchObject({ code: 'UNAVAILABLE', message: 'Embedding service answered 400' });
    expect(fake.seen[0].headers['x-goog-api-key']).toBe('not-the-key');
  });

  it('surfaces an unreachable server as an unavailable error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = new GeminiEmbedder({ apiKey: API_KEY, model: MODEL, dimensions: DIMS, baseUrl: `http://127.0.0.1:${port}` });
    await expect(nowhere.embed(['t-0'], 'document')).rejects.toMatchObject({ code: 'UNAVAILABLE', message: 'Embedding service is unreachable' });
  });

  it('refuses an answer with the wrong number of embeddings or the wrong size', async () => {
    fake.dropLast = true;
    await expect(embedder.embed(['t-0', 't-1'], 'document')).rejects.toThrow('Embedding service gave an unexpected answer');
    fake.dropLast = false;
    fake.answerDims = DIMS - 1;
    await expect(embedder.embed(['t-0'], 'document')).rejects.toThrow('Embedding has the wrong size');
  });

  it('is what openEmbedder builds from GEMINI_API_KEY and GEMINI_BASE_URL', async () => {
    const config = loadConfig(knowledgeConfigSchema, {
      GEMINI_API_KEY: API_KEY, GEMINI_BASE_URL: baseUrl, GEMINI_EMBEDDING_DIMENSIONS: '128', EMBEDDING_MODEL_PATH: '',
    });
    const e = await openEmbedder(config, createLogger('test', 'silent'));
    expect(e).toBeInstanceOf(GeminiEmbedder);
    const [v] = await e!.embed(['t-3'], 'query');
    expect(v.length).toBe(128);
    expect(fake.seen[0].url).toBe('/v1beta/models/gemini-embedding-001:batchEmbedContents');
    expect(fake.seen[0].body.requests[0].outputDimensionality).toBe(128);
    expect(v[0] / v[1]).toBeCloseTo(4, 4);
  });
});
