import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers next: an HTTP error, a delay, and/or the chunks of the answer. */
export interface FakeReply { status?: number; delayMs?: number; chunks?: string[]; chunkDelayMs?: number;
  /** Chunks after the first wait for this (a test releases it once it has seen the first). */
  holdRest?: Promise<unknown> }

export interface RecordedRequest {
  path: string;
  apiKey: string | undefined;
  /** The request body exactly as it arrived, for assertions on what left the portal. */
  raw: string;
  body: {
    contents?: { role?: string; parts?: { text?: string }[] }[];
    systemInstruction?: { parts?: { text?: string }[] } | string;
    generationConfig?: Record<string, unknown>;
  };
}

/**
 * A local server speaking the Gemini REST protocol (the part the SDK uses for text):
 * POST /v1beta/models/{model}:generateContent and :streamGenerateContent?alt=sse.
 * Replies are scripted with `plan`; without a plan it answers DEFAULT_ANSWER in two chunks.
 */
export class FakeGemini {
  /** Answer chunks written so far, over every request. */
  chunksSent = 0;
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeReply[] = [];
  private server!: Server;
  url = '';

  static readonly DEFAULT_ANSWER = ['Based on the student profile, the GPA is strong [P]. ', 'The FAFSA opens on October 1 [1].'];

  plan(...replies: FakeReply[]) { this.queue.push(...replies); }

  async start() {
    this.server = createServer((req, res) => { void this.handle(req, res); });
    // Idle keep-alive sockets stay for the fake's life: Node's 5 s default races a client reusing one on a slow machine.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  /** The system instruction text of a recorded request. */
  static systemText(r: RecordedRequest): string {
    const s = r.body.systemInstruction;
    if (!s) return '';
    return typeof s === 'string' ? s : (s.parts ?? []).map((p) => p.text ?? '').join('');
  }

  static userText(r: RecordedRequest): string {
    return (r.body.contents ?? []).flatMap((c) => c.parts ?? []).map((p) => p.text ?? '').join('');
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = req.url ?? '';
    const m = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)/.exec(path);
    if (req.method !== 'POST' || !m) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }));
      return;
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    this.requests.push({ path, apiKey: req.headers['x-goog-api-key'] as string | undefined, raw, body: JSON.parse(raw || '{}') });
    const reply = this.queue.shift() ?? {};
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    if (reply.status && reply.status >= 400) {
      const status = reply.status === 429 ? 'RESOURCE_EXHAUSTED' : reply.status >= 500 ? 'UNAVAILABLE' : 'INVALID_ARGUMENT';
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: reply.status, message: `fake ${status}`, status } }));
      return;
    }
    const parts = reply.chunks ?? FakeGemini.DEFAULT_ANSWER;
    const payload = (text: string, last: boolean) => ({
      candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) }],
      ...(last ? { usageMetadata: { promptTokenCount: 321, candidatesTokenCount: 42, totalTokenCount: 363 } } : {}),
      modelVersion: m[1],
    });
    if (m[2] === 'generateContent') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload(parts.join(''), true)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let i = 0; i < parts.length; i++) {
      if (i && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      if (i && reply.holdRest) await reply.holdRest;
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify(payload(parts[i], i === parts.length - 1))}\r\n\r\n`);
      this.chunksSent++;
    }
    res.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
