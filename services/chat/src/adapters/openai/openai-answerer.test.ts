import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { RateLimitedError, UnavailableError, createLogger } from '@counsel/kit';
import { FakeOpenAi } from '../../../test/support/fake-openai.js';
import { assemblePrompt } from '../../domain/prompt.js';
import type { AnswerChunk, AnswerInput } from '../../ports/answerer.js';
import { OpenAiCompatibleAnswerer } from './openai-answerer.js';

const log = createLogger('test', 'silent');
let fake: FakeOpenAi;
const passages = [{ id: 'c1', sourceId: 'f1', sourceType: 'knowledge_base' as const, title: 'FAFSA guide', text: 'The FAFSA opens on October 1.', page: null, score: 1 }];
const input: AnswerInput = {
  question: 'When does the FAFSA open?',
  prompt: assemblePrompt({ systemPrompt: 'You are a careful counselor assistant.', question: 'When does the FAFSA open?', student: null, passages }),
  student: null, passages, knowledgeUnavailable: false,
};
const answerer = (o: Partial<ConstructorParameters<typeof OpenAiCompatibleAnswerer>[0]> = {}) =>
  new OpenAiCompatibleAnswerer({ baseUrl: fake.url, model: 'llama3.1:8b', timeoutMs: 2000, attempts: 3, backoffMs: 10, log, ...o });

async function collect(stream: AsyncIterable<AnswerChunk>) {
  const deltas: string[] = [];
  let usage = null;
  for await (const c of stream) if (c.type === 'delta') deltas.push(c.text); else usage = c.usage;
  return { text: deltas.join(''), deltas, usage };
}

beforeAll(async () => { fake = await new FakeOpenAi().start(); });
afterAll(async () => fake.close());
beforeEach(() => fake.reset());

describe('OpenAiCompatibleAnswerer against a local server speaking the chat-completions protocol', () => {
  it('streams the deltas and the usage, sending the model, system prompt and quoted user turn it was given', async () => {
    fake.plan({ chunks: ['The FAFSA ', 'opens on October 1 [1].'] });
    const { text, deltas, usage } = await collect(answerer({ apiKey: 'sk-test' }).stream(input));
    expect(deltas).toEqual(['The FAFSA ', 'opens on October 1 [1].']);
    expect(text).toBe('The FAFSA opens on October 1 [1].');
    expect(usage).toEqual({ promptTokens: 210, completionTokens: 17 });
    const req = fake.requests[0];
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.authorization).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({ model: 'llama3.1:8b', stream: true, stream_options: { include_usage: true } });
    expect(FakeOpenAi.message(req, 'system')).toContain('You are a careful counselor assistant.');
    expect(FakeOpenAi.message(req, 'user')).toContain('<passage marker="1" type="knowledge_base" title="FAFSA guide">');
  });

  it('sends no Authorization header when no key is configured (Ollama, llama.cpp)', async () => {
    fake.plan({ chunks: ['Local answer [1].'] });
    await collect(answerer().stream(input));
    expect(fake.requests[0].authorization).toBeUndefined();
  });

  it('reads a server that answers with one JSON completion instead of a stream', async () => {
    fake.plan({ json: true, chunks: ['One whole answer [1].'] });
    const { deltas, usage } = await collect(answerer().stream(input));
    expect(deltas).toEqual(['One whole answer [1].']);
    expect(usage).toEqual({ promptTokens: 210, completionTokens: 17 });
  });

  it('retries a 503 and a 429 with backoff, then answers', async () => {
    fake.plan({ status: 503 }, { status: 429 }, { chunks: ['Recovered [1].'] });
    const { text } = await collect(answerer().stream(input));
    expect(text).toBe('Recovered [1].');
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after its attempts with the message the chat toast shows', async () => {
    fake.plan({ status: 500 }, { status: 500 }, { status: 500 });
    const err = await collect(answerer().stream(input)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnavailableError);
    expect((err as Error).message).toBe('The AI model is unavailable right now. Please try again in a moment.');
    expect(fake.requests).toHaveLength(3);
  });

  it('surfaces a persistent 429 as rate limited', async () => {
    fake.plan({ status: 429 }, { status: 429 });
    const err = await collect(answerer({ attempts: 2 }).stream(input)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
  });

  it('does not retry a 400 or a refused key, and names the variable to check', async () => {
    fake.plan({ status: 400 });
    const bad = await collect(answerer().stream(input)).catch((e: unknown) => e);
    expect((bad as Error).message).toMatch(/could not process this request/);
    expect(fake.requests).toHaveLength(1);
    fake.plan({ status: 401 });
    const refused = await collect(answerer({ apiKey: 'wrong' }).stream(input)).catch((e: unknown) => e);
    expect((refused as Error).message).toBe('The AI model refused the configured API key. Ask an administrator to check LLM_API_KEY.');
    expect(fake.requests).toHaveLength(2);
  });

  it('times out a slow answer, aborting the request, and says so', async () => {
    fake.plan({ delayMs: 4000 }, { delayMs: 4000 });
    const started = Date.now();
    const err = await collect(answerer({ timeoutMs: 300, attempts: 2 }).stream(input)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnavailableError);
    expect((err as Error).message).toBe('The AI model took too long to answer. Please try again.');
    expect(Date.now() - started).toBeLessThan(3500); // well short of one full reply
    expect(fake.requests).toHaveLength(2);
  });

  it('delivers the first chunk while the rest of the answer is still held back', async () => {
    let release = () => {};
    const rest = new Promise<void>((resolve) => { release = resolve; });
    // A buffering answerer would never see the first chunk before the rest: the hold lifts after 10 s, failing below.
    const giveUp = setTimeout(release, 10_000);
    fake.plan({ chunks: ['First words. ', 'Later words [1].'], holdRest: rest });
    const sentBefore = fake.chunksSent;
    let sentWhenFirstArrived = -1;
    let text = '';
    for await (const c of answerer().stream(input)) {
      if (c.type !== 'delta') continue;
      if (sentWhenFirstArrived < 0) {
        sentWhenFirstArrived = fake.chunksSent - sentBefore;
        release();
      }
      text += c.text;
    }
    clearTimeout(giveUp);
    expect(sentWhenFirstArrived).toBe(1);
    expect(text).toContain('Later words');
  });

  it('turns an error event in the middle of the stream into the toast, without retrying words already shown', async () => {
    fake.plan({ chunks: ['Partial ', 'never sent'], failMidStream: true });
    const seen: string[] = [];
    const err = await (async () => { for await (const c of answerer().stream(input)) if (c.type === 'delta') seen.push(c.text); })().catch((e: unknown) => e);
    expect(seen).toEqual(['Partial ']);
    expect(err).toBeInstanceOf(UnavailableError);
    expect(fake.requests).toHaveLength(1);
  });

  it('stops when the caller aborts (the user left the chat)', async () => {
    fake.plan({ delayMs: 4000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const err = await collect(answerer().stream(input, controller.signal)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnavailableError);
    expect(Date.now() - started).toBeLessThan(3500); // well short of the reply
    expect(fake.requests).toHaveLength(1);
  });

  it('treats an empty answer as a failure rather than showing nothing', async () => {
    fake.plan({ chunks: [''] });
    const err = await collect(answerer().stream(input)).catch((e: unknown) => e);
    expect((err as Error).message).toBe('The AI model returned an empty answer. Please try again.');
  });
});
