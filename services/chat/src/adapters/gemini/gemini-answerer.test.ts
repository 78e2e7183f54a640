import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { RateLimitedError, UnavailableError, createLogger } from '@counsel/kit';
import { FakeGemini } from '../../../test/support/fake-gemini.js';
import { assemblePrompt } from '../../domain/prompt.js';
import type { AnswerChunk, AnswerInput } from '../../ports/answerer.js';
import { GeminiAnswerer } from './gemini-answerer.js';

const log = createLogger('test', 'silent');
let fake: FakeGemini;
const passages = [{ id: 'c1', sourceId: 'f1', sourceType: 'knowledge_base' as const, title: 'FAFSA guide', text: 'The FAFSA opens on October 1.', page: null, score: 1 }];
const input: AnswerInput = {
  question: 'When does the FAFSA open?',
  prompt: assemblePrompt({ systemPrompt: 'You are a careful counselor assistant.', question: 'When does the FAFSA open?', student: null, passages }),
  student: null, passages, knowledgeUnavailable: false,
};
const answerer = (o: Partial<ConstructorParameters<typeof GeminiAnswerer>[0]> = {}) =>
  new GeminiAnswerer({ apiKey: 'test-key', model: 'gemini-test', baseUrl: fake.url, timeoutMs: 2000, attempts: 3, backoffMs: 10, log, ...o });

async function collect(stream: AsyncIterable<AnswerChunk>) {
  let text = '';
  let usage = null;
  for await (const c of stream) if (c.type === 'delta') text += c.text; else usage = c.usage;
  return { text, usage };
}

beforeAll(async () => { fake = await new FakeGemini().start(); });
afterAll(async () => fake.close());
beforeEach(() => { fake.requests.length = 0; });

describe('GeminiAnswerer against a local server speaking the Gemini REST protocol', () => {
  it('streams the answer with the model, key, system instruction and quoted prompt it was given', async () => {
    fake.plan({ chunks: ['The FAFSA ', 'opens on October 1 [1].'] });
    const { text, usage } = await collect(answerer().stream(input));
    expect(text).toBe('The FAFSA opens on October 1 [1].');
    expect(usage).toEqual({ promptTokens: 321, completionTokens: 42 });
    const req = fake.requests[0];
    expect(req.path).toMatch(/^\/v1beta\/models\/gemini-test:streamGenerateContent\?alt=sse/);
    expect(req.apiKey).toBe('test-key');
    expect(FakeGemini.systemText(req)).toContain('You are a careful counselor assistant.');
    expect(FakeGemini.userText(req)).toContain('<passage marker="1" type="knowledge_base" title="FAFSA guide">');
  });

  it('retries a 503 and a 429 with backoff, then answers', async () => {
    fake.plan({ status: 503 }, { status: 429 }, { chunks: ['Recovered [1].'] });
    const { text } = await collect(answerer().stream(input));
    expect(text).toBe('Recovered [1].');
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after its attempts with a message fit for the chat toast', async () => {
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

  it('does not retry a 400 (the request itself is wrong)', async () => {
    fake.plan({ status: 400 });
    const err = await collect(answerer().stream(input)).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/could not process this request/);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a slow answer and says so', async () => {
    fake.plan({ delayMs: 4000 }, { delayMs: 4000 });
    const started = Date.now();
    const err = await collect(answerer({ timeoutMs: 300, attempts: 2 }).stream(input)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnavailableError);
    expect((err as Error).message).toBe('The AI model took too long to answer. Please try again.');
    expect(Date.now() - started).toBeLessThan(3500); // well short of one full reply
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
});
