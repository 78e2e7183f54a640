import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { FakeGemini } from '../../services/chat/test/support/fake-gemini.js';
import { FakeOpenAi } from '../../services/chat/test/support/fake-openai.js';
import { Client, clientsFor, type ApiResponse } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

interface ChatBody { response: string; sources: { type: string; content: string; sourceId: string | null }[]; answeredBy: string; provider: string }

const MAYA = DEMO_STUDENT_PROFILES[0].id;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;
const RATE = 25;
/** The note the chat service appends to a model answer stating a date no source holds (docs/ai-data-flow.md). */
const NOTE_OCTOBER_1 = 'Note: this answer mentions October 1, which none of its sources contains; check it before relying on it.';

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;

/** The chat read model fills from the bus right after start-up; wait until the demo student is known. */
async function waitForStudent(client: Client, studentId: string) {
  await until(`student ${studentId} in the chat read model`, () => client.post('/api/chat', { message: 'hello', studentId, provider: 'offline' }),
    (res) => res.status !== 404, PORTAL_WAIT);
}

async function newCounselor(): Promise<Client> {
  const email = `c-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const res = await c.admin.post('/api/auth/register-counselor', { email, password: 'secret1', firstName: 'Rate', lastName: 'Limit', role: 'counselor' });
  if (res.status !== 201) throw new Error(res.text);
  const client = new Client(portal.url);
  await client.login({ email, password: 'secret1' });
  return client;
}

/** Reads a server-sent event stream into its events. */
async function readStream(res: Response) {
  const started = Date.now();
  const events: { event: string; data: Record<string, unknown>; at: number }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let i;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      events.push({ event, data, at: Date.now() - started });
    }
  }
  return events;
}

const stream = (client: Client, body: unknown) => fetch(`${portal.url}/api/chat/stream`, {
  method: 'POST', headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) }, body: JSON.stringify(body),
});

beforeAll(async () => {
  portal = await startHostedTestPortal({ CHAT_RATE_LIMIT_PER_MINUTE: String(RATE) });
  c = await clientsFor(portal);
  await waitForStudent(c.admin, MAYA);
}, 60_000);
afterAll(async () => portal?.close());

describe('POST /api/chat: who may ask', () => {
  const body = { message: 'When does the FAFSA open?', provider: 'gemini' };
  it.each([['anon', 401], ['student', 403], ['otherStudent', 403], ['counselor', 200], ['admin', 200]] as const)('%s gets %i', async (who, status) => {
    expect((await c[who].post('/api/chat', body)).status).toBe(status);
  });
  it.each([['anon', 401], ['student', 403], ['counselor', 200], ['admin', 200]] as const)('%s gets %i on the stream', async (who, status) => {
    const res = await stream(c[who], body);
    expect(res.status).toBe(status);
    await res.text();
  });
});

describe('POST /api/chat: bad input', () => {
  it.each([
    ['a blank message', { message: '   \n ', provider: 'gemini' }, 400, 'Message is required'],
    ['no message', { provider: 'gemini' }, 400, 'Message is required'],
    ['an unknown provider', { message: 'Hi', provider: 'claude' }, 400, 'Unknown provider. Use one of: gemini, openai, offline'],
    ['no provider', { message: 'Hi' }, 400, 'Unknown provider. Use one of: gemini, openai, offline'],
    ['an unknown student', { message: 'Hi', provider: 'gemini', studentId: 'no-such-student' }, 404, 'Student not found'],
    ['a malformed student id', { message: 'Hi', provider: 'gemini', studentId: '../../etc' }, 400, 'Invalid student id'],
    ['an overlong message', { message: 'x'.repeat(4001), provider: 'gemini' }, 400, 'Message must be at most 4000 characters'],
  ])('refuses %s', async (_name, body, status, message) => {
    const res = await c.counselor.post('/api/chat', body);
    expect(res).toMatchObject({ status, body: { message } });
    const s = await stream(c.counselor, body);
    expect(s.status).toBe(status);
    expect(await s.json()).toEqual({ message });
  });

  it('refuses a non-object body without a stack trace', async () => {
    const res = await c.counselor.post('/api/chat', [1]);
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/at \w+ \(/);
  });
});

describe('a turn about a demo student', () => {
  it('answers offline when no Gemini key is configured, and says so', async () => {
    const res: ApiResponse<ChatBody> = await c.counselor.post('/api/chat', { message: 'What is Maya\'s SAT score and should she send it to test-optional colleges?', studentId: MAYA, provider: 'gemini' });
    expect(res.status).toBe(200);
    expect(res.body.answeredBy).toBe('offline');
    expect(res.body.response.startsWith('Offline assistant (no generative model configured).')).toBe(true);
    expect(res.body.response).toContain('SAT score: 1520 [P]');
    const profile = res.body.sources.find((s) => s.type === 'student_profile');
    expect(profile?.content).toContain('1520');
  });

  it('never shows another student\'s data', async () => {
    const res: ApiResponse<ChatBody> = await c.admin.post('/api/chat', { message: 'Compare this student with Jordan Rivera: GPA, SAT and activities.', studentId: MAYA, provider: 'offline' });
    expect(res.status).toBe(200);
    const all = JSON.stringify(res.body);
    expect(all).toContain('3.94');
    expect(all).not.toMatch(/1280|Varsity Soccer|3\.45/);
  });

  it('answers from the knowledge base only without a student', async () => {
    const res: ApiResponse<ChatBody> = await c.counselor.post('/api/chat', { message: 'Is early decision binding?', provider: 'offline' });
    expect(res.status).toBe(200);
    expect(res.body.sources.every((s) => s.type !== 'student_profile')).toBe(true);
  });

  it('streams deltas within a second, then the sources, then done', async () => {
    const res = await stream(c.counselor, { message: 'What GPA does Jordan have?', studentId: JORDAN, provider: 'offline' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readStream(res);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('delta');
    expect(events[0].at).toBeLessThan(1000);
    expect(names.slice(-2)).toEqual(['sources', 'done']);
    const text = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    expect(text).toContain('GPA: 3.45 (4.0 scale) [P]');
  });

  it('counts turns for the admin\'s AI Queries figure and logs them without their text', async () => {
    const before = await c.admin.post<{ data: { chatUsage: { queriesThisMonth: number; totalQueries: number } } }>('/graphql', { query: '{ chatUsage { queriesThisMonth totalQueries } }' });
    await c.counselor.post('/api/chat', { message: 'FAFSA?', studentId: MAYA, provider: 'offline' });
    const after = await c.admin.post<{ data: { chatUsage: { queriesThisMonth: number; totalQueries: number } } }>('/graphql', { query: '{ chatUsage { queriesThisMonth totalQueries } }' });
    expect(after.body.data.chatUsage.queriesThisMonth).toBe(before.body.data.chatUsage.queriesThisMonth + 1);
    const log = await c.admin.post<{ data: { chatTurns: { items: Record<string, unknown>[] } } }>('/graphql', { query: '{ chatTurns(limit: 1) { items { actorId studentId latencyMs promptTokens sourceTypes outcome } } }' });
    expect(log.body.data.chatTurns.items[0]).toMatchObject({ actorId: c.ids.counselor, studentId: MAYA, outcome: 'ok' });
    expect(JSON.stringify(log.body)).not.toContain('FAFSA');
    const denied = await c.counselor.post<{ errors?: { extensions: { code: string } }[] }>('/graphql', { query: '{ chatUsage { totalQueries } }' });
    expect(denied.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('limits each user to a number of turns a minute (429)', async () => {
    const busy = await newCounselor();
    for (let i = 0; i < RATE; i++) expect((await busy.post('/api/chat', { message: 'Hi', provider: 'offline' })).status).toBe(200);
    const res = await busy.post<{ message: string }>('/api/chat', { message: 'Hi', provider: 'offline' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You have sent 25 messages in the last minute\. Please wait \d+ seconds and try again\.$/);
    expect((await c.admin.post('/api/chat', { message: 'Hi', provider: 'offline' })).status).toBe(200);
  });
});

describe('with Gemini configured (a local server speaking its protocol)', () => {
  let fake: FakeGemini;
  let gp: HostedPortal;
  let g: Awaited<ReturnType<typeof clientsFor>>;
  beforeAll(async () => {
    fake = await new FakeGemini().start();
    gp = await startHostedTestPortal({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.url, GEMINI_MODEL: 'gemini-test', GEMINI_BACKOFF_MS: '10', GEMINI_TIMEOUT_MS: '1000' });
    g = await clientsFor(gp);
    await waitForStudent(g.admin, MAYA);
  }, 60_000);
  afterAll(async () => { await gp?.close(); await fake?.close(); });

  it('answers through Gemini with the cited sources, and the next turn after an admin edit uses the new prompt', async () => {
    const first: ApiResponse<ChatBody> = await g.counselor.post('/api/chat', { message: 'When does the FAFSA open?', studentId: MAYA, provider: 'gemini' });
    expect(first.status).toBe(200);
    expect(first.body.answeredBy).toBe('gemini');
    // The demo knowledge base says the FAFSA opens in the fall, never "October 1": the guard on model answers notes it.
    expect(first.body.response).toBe(`${FakeGemini.DEFAULT_ANSWER.join('')}\n\n${NOTE_OCTOBER_1}`);
    expect(first.body.sources[0].type).toBe('student_profile');
    expect(FakeGemini.systemText(fake.requests.at(-1)!)).toContain('expert college counselor');

    expect((await g.admin.post('/api/system-settings', { key: 'chatbot_system_prompt', value: 'PROMPT-V2: answer in one sentence.' })).status).toBe(200);
    await g.counselor.post('/api/chat', { message: 'When does the FAFSA open?', studentId: MAYA, provider: 'gemini' });
    const req = fake.requests.at(-1)!;
    expect(FakeGemini.systemText(req).startsWith('PROMPT-V2: answer in one sentence.')).toBe(true);
    // What leaves the portal names Maya by first name only, with no email address (docs/ai-data-flow.md).
    expect(FakeGemini.userText(req)).toContain('name="Maya"');
    expect(FakeGemini.userText(req)).not.toMatch(/Chen|@/);
    expect(FakeGemini.userText(req)).not.toContain('Jordan');
  });

  it('surfaces a failing model as a clear error for the toast', async () => {
    fake.plan({ status: 503 }, { status: 503 }, { status: 503 });
    const res = await g.counselor.post('/api/chat', { message: 'When does the FAFSA open?', provider: 'gemini' });
    expect(res).toMatchObject({ status: 503, body: { message: 'The AI model is unavailable right now. Please try again in a moment.' } });
  });

  it('still answers offline when asked to', async () => {
    const res: ApiResponse<ChatBody> = await g.counselor.post('/api/chat', { message: 'When does the FAFSA open?', provider: 'offline' });
    expect(res.body.answeredBy).toBe('offline');
  });
});

describe('with a district\'s own model (an OpenAI-compatible server at LLM_BASE_URL)', () => {
  let fake: FakeOpenAi;
  let lp: HostedPortal;
  let l: Awaited<ReturnType<typeof clientsFor>>;
  beforeAll(async () => {
    fake = await new FakeOpenAi().start();
    // The three variables a district sets (no key: a self-hosted server needs none), plus test-sized limits.
    lp = await startHostedTestPortal({ LLM_BASE_URL: fake.url, LLM_MODEL: 'llama3.1:8b', LLM_BACKOFF_MS: '10', LLM_TIMEOUT_MS: '1000' });
    l = await clientsFor(lp);
    await waitForStudent(l.admin, MAYA);
  }, 60_000);
  afterAll(async () => { await lp?.close(); await fake?.close(); });

  it('answers the chatbot\'s usual request through that model, streaming, with first name only in what it sends', async () => {
    const res: ApiResponse<ChatBody> = await l.counselor.post('/api/chat', { message: 'When does the FAFSA open?', studentId: MAYA, provider: 'gemini' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ answeredBy: 'openai', response: `${FakeOpenAi.DEFAULT_ANSWER.join('')}\n\n${NOTE_OCTOBER_1}` });
    const req = fake.requests.at(-1)!;
    expect(req.body).toMatchObject({ model: 'llama3.1:8b', stream: true });
    expect(req.authorization).toBeUndefined();
    expect(FakeOpenAi.message(req, 'system')).toContain('expert college counselor');
    expect(FakeOpenAi.message(req, 'user')).toContain('name="Maya"');
    expect(req.raw).not.toMatch(/Chen|@/);
  });

  it('surfaces a failing model as the same toast as Gemini\'s', async () => {
    fake.plan({ status: 503 }, { status: 503 }, { status: 503 });
    const res = await l.counselor.post('/api/chat', { message: 'When does the FAFSA open?', provider: 'openai' });
    expect(res).toMatchObject({ status: 503, body: { message: 'The AI model is unavailable right now. Please try again in a moment.' } });
  });
});
