import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createLogger } from '@counsel/kit';
import { GeminiAnswerer } from '../src/adapters/gemini/gemini-answerer.js';
import { OfflineAnswerer } from '../src/adapters/offline/offline-answerer.js';
import { OpenAiCompatibleAnswerer } from '../src/adapters/openai/openai-answerer.js';
import { assemblePrompt } from '../src/domain/prompt.js';
import { unsupportedFacts } from '../src/domain/stated-facts.js';
import type { AnswerChunk, AnswerInput, Answerer } from '../src/ports/answerer.js';
import { demoChunks } from './support/demo-knowledge.js';
import { FakeGemini } from './support/fake-gemini.js';
import { FakeOpenAi } from './support/fake-openai.js';
import { knowledgeSearchOver } from './support/knowledge-search.js';

/**
 * Dates, deadlines and costs are stated only when a source holds them. A question about a deadline the
 * demo knowledge base lacks (Stanford's) goes to every answerer: the model answerers through the fake servers,
 * scripted to invent a date and a fee, and the offline answerer in-process.
 */
const QUESTION = "When is Stanford's early decision deadline?";
const TODAY = '2026-10-20';
const INVENTED = "Stanford's Restrictive Early Action deadline is October 30, 2026, and its application fee is $90 [1].";
const GROUNDED = 'Stanford sets its own date; most ED and EA deadlines are November 1 or November 15 [2].';

const log = createLogger('test', 'silent');
const warnings: unknown[] = [];
const watchedLog = Object.assign(Object.create(log), { warn: (o: unknown) => { warnings.push(o); } }) as typeof log;
let fakeOpenAi: FakeOpenAi;
let fakeGemini: FakeGemini;
let input: AnswerInput;

async function answerOf(answerer: Answerer): Promise<string> {
  let text = '';
  for await (const c of answerer.stream(input) as AsyncIterable<AnswerChunk>) if (c.type === 'delta') text += c.text;
  return text;
}

const answerers = (): [string, () => Answerer, (chunks: string[]) => void][] => [
  ['OpenAI-compatible', () => new OpenAiCompatibleAnswerer({ baseUrl: fakeOpenAi.url, model: 'llama3.1:8b', timeoutMs: 2000, attempts: 1, backoffMs: 10, log: watchedLog }),
    (chunks) => fakeOpenAi.plan({ chunks })],
  ['Gemini', () => new GeminiAnswerer({ apiKey: 'k', model: 'gemini-test', baseUrl: fakeGemini.url, timeoutMs: 2000, attempts: 1, backoffMs: 10, log: watchedLog }),
    (chunks) => fakeGemini.plan({ chunks })],
];

beforeAll(async () => {
  [fakeOpenAi, fakeGemini] = await Promise.all([new FakeOpenAi().start(), new FakeGemini().start()]);
  const passages = await (await knowledgeSearchOver(demoChunks())).search(QUESTION, 5);
  input = {
    question: QUESTION, student: null, passages, knowledgeUnavailable: false, today: TODAY,
    prompt: assemblePrompt({ systemPrompt: 'You are a careful counselor assistant.', question: QUESTION, student: null, passages, today: TODAY }),
  };
});
afterAll(async () => { await Promise.all([fakeOpenAi.close(), fakeGemini.close()]); });
beforeEach(() => { fakeOpenAi.reset(); fakeGemini.requests.length = 0; warnings.length = 0; });

describe('a deadline the knowledge base lacks gets no unflagged invented date', () => {
  it('the knowledge base the question is asked over holds neither the invented date nor the fee', () => {
    expect(unsupportedFacts(INVENTED, [input.prompt.system, input.prompt.user])).toEqual(['October 30, 2026', '$90']);
  });

  for (const [name, make, script] of answerers()) {
    it(`${name}: an invented deadline and fee reach the user with a plain note naming them, and the turn is logged`, async () => {
      script(['Stanford\'s Restrictive Early Action deadline is ', 'October 30, 2026, and its application fee is $90 [1].']);
      const text = await answerOf(make());
      expect(text).toBe(`${INVENTED}\n\nNote: this answer mentions October 30, 2026 and $90, which none of its sources contains; check them before relying on them.`);
      expect(warnings).toEqual([expect.objectContaining({ unsupportedFacts: ['October 30, 2026', '$90'] })]);
    });

    it(`${name}: a date a passage holds gets no note`, async () => {
      script([GROUNDED]);
      expect(await answerOf(make())).toBe(GROUNDED);
      expect(warnings).toEqual([]);
    });
  }

  it('the offline answerer says the records do not say and states no date its sources lack', async () => {
    const text = await answerOf(new OfflineAnswerer());
    expect(text).toContain('None of these sources mentions Stanford: the records here do not say, so no date is given for it.');
    expect(unsupportedFacts(text, [input.prompt.user, ...input.passages.map((p) => p.text)])).toEqual([]);
  });
});
