import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createLogger } from '@counsel/kit';
import { FakeGemini } from '../../test/support/fake-gemini.js';
import { FakeOpenAi } from '../../test/support/fake-openai.js';
import { demoChunks } from '../../test/support/demo-knowledge.js';
import { knowledgeSearchOver } from '../../test/support/knowledge-search.js';
import { MAYA_PREFERENCES, MAYA_PROFILE_EVENT, contextOf } from '../../test/support/demo-students.js';
import { MAYA_SEEDED_LIST, UPLOADED_CHUNKS } from '../../test/support/routing-fixtures.js';
import { DECLINE_OPENING, opensWithDecline } from '../domain/decline.js';
import { assemblePrompt } from '../domain/prompt.js';
import type { AnswerInput, Answerer } from '../ports/answerer.js';
import { GeminiAnswerer } from './gemini/gemini-answerer.js';
import { OpenAiCompatibleAnswerer } from './openai/openai-answerer.js';

/**
 * The routing and decline rules reach a generative model the same way for both protocols: what the fake servers
 * received holds the college list and the passages when both may bear, where each thing the question names is
 * held, and the rule to decline first.
 */
const log = createLogger('test', 'silent');
const TODAY = '2026-11-24';
const search = await knowledgeSearchOver([...demoChunks(), ...UPLOADED_CHUNKS]);
const maya = { ...contextOf(MAYA_PROFILE_EVENT, MAYA_PREFERENCES), collegeList: MAYA_SEEDED_LIST };
let gemini: FakeGemini;
let openai: FakeOpenAi;

beforeAll(async () => { gemini = await new FakeGemini().start(); openai = await new FakeOpenAi().start(); });
afterAll(async () => { await gemini.close(); await openai.close(); await search.close(); });
beforeEach(() => { gemini.requests.length = 0; openai.reset(); });

async function inputFor(question: string): Promise<AnswerInput> {
  const passages = await search.search(question, 5);
  const prompt = assemblePrompt({ systemPrompt: 'You are a careful counselor assistant.', question, student: maya, passages, today: TODAY });
  return { question, prompt, student: maya, passages, knowledgeUnavailable: false, today: TODAY };
}

async function answer(answerer: Answerer, input: AnswerInput) {
  let text = '';
  for await (const c of answerer.stream(input)) if (c.type === 'delta') text += c.text;
  return text;
}

/** Each protocol: how to answer through it with a scripted reply, and what system and user text its server received. */
const PROTOCOLS = [
  {
    name: 'Gemini',
    ask: async (input: AnswerInput, reply: string) => {
      gemini.plan({ chunks: [reply] });
      const text = await answer(new GeminiAnswerer({ apiKey: 'k', model: 'gemini-test', baseUrl: gemini.url, timeoutMs: 2000, attempts: 1, backoffMs: 10, log }), input);
      const req = gemini.requests.at(-1)!;
      return { text, system: FakeGemini.systemText(req), user: FakeGemini.userText(req) };
    },
  },
  {
    name: 'OpenAI-compatible',
    ask: async (input: AnswerInput, reply: string) => {
      openai.plan({ chunks: [reply] });
      const text = await answer(new OpenAiCompatibleAnswerer({ baseUrl: openai.url, model: 'llama-test', timeoutMs: 2000, attempts: 1, backoffMs: 10, log }), input);
      const req = openai.requests.at(-1)!;
      return { text, system: FakeOpenAi.message(req, 'system'), user: FakeOpenAi.message(req, 'user') };
    },
  },
] as const;

/** The passage markers of the prompt whose title is the given one. */
const markerOf = (user: string, title: string) =>
  [...user.matchAll(/<passage marker="(\d+)"[^>]*title="([^"]*)"/g)].find((m) => m[2] === title)?.[1] ?? null;

describe.each(PROTOCOLS)('the $name answerer is given the routing and the decline rule', ({ ask }) => {
  it('gets the list and the passages, with the scholarship a deadline question names held by its passage, not the list', async () => {
    const input = await inputFor('What is the deadline for the Lindqvist Robotics Scholarship?');
    const { system, user } = await ask(input, 'Applications are due March 3, 2027 [1].');
    expect(user).toContain('<college_list marker="L" today="2026-11-24">');
    expect(user).toContain('Rice University');
    const marker = markerOf(user, 'Lindqvist Robotics Scholarship');
    expect(marker).not.toBeNull();
    expect(user).toContain(`<question_focus>\n- "Lindqvist Robotics Scholarship": held by passage ${marker}\n</question_focus>`);
    // The rules: the list only for the student's own colleges, a thing the list lacks from its passages even when "due".
    expect(system).toMatch(/names something the college list does not hold[^\n]*even when it asks about a deadline or a due date: never answer it with the student's college deadlines/);
    expect(system).toContain(`your first sentence must say so, in these words: "${DECLINE_OPENING} mentions <what was asked>: the records here do not say."`);
  });

  it('is told that nothing holds what an unanswerable question names, and to decline first', async () => {
    const input = await inputFor('When is the Okafor Booster Scholarship due?');
    const { text, user } = await ask(input, `${DECLINE_OPENING} mentions the Okafor Booster Scholarship: the records here do not say.`);
    expect(user).toContain('- "Okafor Booster Scholarship": held by no block: decline first');
    expect(user).toContain('<college_list marker="L"');
    expect(user).toMatch(/<passage marker="1"/);
    expect(opensWithDecline(text)).toBe(true);
  });

  it('gets both the list and the passages when both bear, with the named college found on the list', async () => {
    const input = await inputFor('Is early decision binding for Maya\'s Rice application?');
    const { user } = await ask(input, 'Rice is Maya\'s Early Decision college [L], and Early Decision is binding [1].');
    expect(user).toContain('- "Rice": held by <college_list> (Rice University)');
    expect(user).toMatch(/<college_list marker="L"[^>]*>[\s\S]*Rice University \(Houston, TX\); Early Decision/);
    expect(user).toMatch(/<passage marker="\d+"[^>]*>\n[^<]*Early Decision \(ED\) is binding/);
  });
});
