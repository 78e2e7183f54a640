import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake answers next: an HTTP error (with OpenAI's error body), a delay before the headers, the chunks of
 * the answer (streamed as SSE, or one JSON completion with `json`), a pause between chunks, or an error event
 * after the first chunk (`failMidStream`).
 */
export interface FakeOpenAiReply {
  status?: number; delayMs?: number; chunks?: string[]; chunkDelayMs?: number; json?: boolean; failMidStream?: boolean;
  /** Chunks after the first wait for this (a test releases it once it has seen the first). */
  holdRest?: Promise<unknown>;
}

export interface RecordedOpenAiRequest {
  path: string;
  authorization: string | undefined;
  /** The request body exactly as it arrived, for assertions on what left the portal. */
  raw: string;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[]; [k: string]: unknown };
}

/**
 * A local server speaking OpenAI's chat-completions protocol (POST /v1/chat/completions) as Ollama, vLLM and
 * llama.cpp's server do: `data: {...}` SSE chunks ending with `data: [DONE]` when streaming, one JSON completion
 * otherwise, `{ error: { message, type, code } }` bodies on errors. Replies are scripted with `plan`.
 */
export class FakeOpenAi {
  /** Answer chunks written so far, over every request. */
  chunksSent = 0;
  readonly requests: RecordedOpenAiRequest[] = [];
  private readonly queue: FakeOpenAiReply[] = [];
  private server!: Server;
  /** The API root a client is configured with (LLM_BASE_URL). */
  url = '';

  static readonly DEFAULT_ANSWER = ['Based on the student profile, the GPA is strong [P]. ', 'The FAFSA opens on October 1 [1].'];
  static readonly USAGE = { prompt_tokens: 210, completion_tokens: 17, total_tokens: 227 };

  plan(...replies: FakeOpenAiReply[]) { this.queue.push(...replies); }

  /** Forgets recorded requests and unused replies (a test that stops early leaves some). */
  reset() { this.requests.length = 0; this.queue.length = 0; }

  async start() {
    this.server = createServer((req, res) => { void this.handle(req, res); });
    // Idle keep-alive sockets stay for the fake's life: Node's 5 s default races a client reusing one on a slow machine.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  static message(r: RecordedOpenAiRequest, role: 'system' | 'user'): string {
    return (r.body.messages ?? []).filter((m) => m.role === role).map((m) => m.content).join('\n');
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error', code: null } }));
      return;
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = JSON.parse(raw || '{}') as RecordedOpenAiRequest['body'];
    this.requests.push({ path: req.url, authorization: req.headers.authorization, raw, body });
    const reply = this.queue.shift() ?? {};
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    if (reply.status && reply.status >= 400) {
      const type = reply.status === 429 ? 'rate_limit_exceeded' : reply.status >= 500 ? 'server_error' : reply.status === 401 ? 'invalid_api_key' : 'invalid_request_error';
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `fake ${type}`, type, code: type } }));
      return;
    }
    const parts = reply.chunks ?? FakeOpenAi.DEFAULT_ANSWER;
    const base = { id: 'chatcmpl-fake', created: 1_763_000_000, model: body.model ?? 'unknown' };
    if (reply.json || !body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        ...base, object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: parts.join('') }, finish_reason: 'stop' }],
        usage: FakeOpenAi.USAGE,
      }));
      return;
    }
    const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
    for (let i = 0; i < parts.length; i++) {
      if (i && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      if (i && reply.holdRest) await reply.holdRest;
      if (res.destroyed) return;
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: parts[i] }, finish_reason: null }] });
      this.chunksSent++;
      if (reply.failMidStream) {
        send({ error: { message: 'fake model crashed', type: 'server_error', code: 'server_error' } });
        res.end();
        return;
      }
    }
    send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    // With stream_options.include_usage, usage comes in a last chunk with no choices.
    const options = body.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage) send({ ...base, object: 'chat.completion.chunk', choices: [], usage: FakeOpenAi.USAGE });
    send('[DONE]');
    res.end();
  }
}

// Unref'd: a reply still sleeping when its client gave up must not keep the test process alive.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());
