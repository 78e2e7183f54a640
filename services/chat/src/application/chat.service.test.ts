import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DurableLocalBus, ForbiddenError, NotFoundError, RateLimitedError, RecordReads, UnauthenticatedError, ValidationError, createLogger, openSqlite, type Principal, type SqliteDatabase,
} from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteStudentContextStore } from '../adapters/sqlite/sqlite-student-context-store.js';
import { SqliteChatLog } from '../adapters/sqlite/sqlite-chat-log.js';
import { OfflineAnswerer } from '../adapters/offline/offline-answerer.js';
import { parsePreferences, parseProfile } from '../domain/student-context.js';
import type { AnswerChunk, AnswerInput, Answerer } from '../ports/answerer.js';
import type { KnowledgeSearch } from '../ports/knowledge-search.js';
import { demoChunks } from '../../test/support/demo-knowledge.js';
import { knowledgeSearchOver } from '../../test/support/knowledge-search.js';
import { JORDAN_PROFILE_EVENT, MAYA_PREFERENCES, MAYA_PROFILE_EVENT } from '../../test/support/demo-students.js';
import { JORDAN_LIST, MAYA_LIST, TODAY } from '../../test/support/demo-college-lists.js';
import { ChatService, type ChatDeps } from './chat.service.js';
import { subscribeAll } from '@counsel/kit';
import { studentContextHandlers } from './student-context-events.js';
import { TurnLimiter } from './turn-limiter.js';
import { until } from '../../../kit/test/support/eventually.js';

const principal = (role: Principal['role'], userId = `${role}-1`): Principal => ({ userId, email: `${role}@x.org`, firstName: null, lastName: null, role, sessionId: null });
const counselor = principal('counselor');
const admin = principal('admin');

/** Records what it was asked, answers like a model that cites the profile and passage 1. */
class RecordingAnswerer implements Answerer {
  readonly name = 'gemini' as const;
  readonly model = 'fake';
  inputs: AnswerInput[] = [];
  async *stream(input: AnswerInput): AsyncIterable<AnswerChunk> {
    this.inputs.push(input);
    yield { type: 'delta', text: 'Answer using [P] and [1].' };
    yield { type: 'usage', usage: { promptTokens: 10, completionTokens: 5 } };
  }
}

let db: SqliteDatabase;
let deps: ChatDeps;
let prompt: string;
let gemini: RecordingAnswerer;
/** The access log's bus: every staff turn about a student is reported on it. */
let readsBus: DurableLocalBus;

beforeEach(async () => {
  db = openSqlite(':memory:', 'chat', migrations);
  const contexts = new SqliteStudentContextStore(db);
  await contexts.upsertProfile(MAYA_PROFILE_EVENT.studentId, MAYA_PROFILE_EVENT.userId, parseProfile(MAYA_PROFILE_EVENT.profile), '2025-01-01T00:00:00.000Z');
  await contexts.savePreferences(MAYA_PROFILE_EVENT.studentId, parsePreferences(MAYA_PREFERENCES), '2025-01-01T00:00:00.000Z');
  await contexts.upsertProfile(JORDAN_PROFILE_EVENT.studentId, JORDAN_PROFILE_EVENT.userId, parseProfile(JORDAN_PROFILE_EVENT.profile), '2025-01-01T00:00:00.000Z');
  prompt = 'Saved prompt v1';
  gemini = new RecordingAnswerer();
  readsBus = await DurableLocalBus.open({ dataDir: ':memory:', log: createLogger('test', 'silent') });
  deps = {
    contexts,
    search: await knowledgeSearchOver(demoChunks()),
    prompts: { current: async () => prompt },
    answerers: { model: gemini, offline: new OfflineAnswerer() },
    chatLog: new SqliteChatLog(db),
    limiter: new TurnLimiter(3),
    log: createLogger('test', 'silent'),
    reads: new RecordReads(readsBus, Subjects.chatRecordRead, createLogger('test', 'silent')),
    topK: 5,
  };
});
afterEach(async () => {
  await readsBus.close();
  db.close();
});

const ask = { message: 'When does the FAFSA open?', studentId: MAYA_PROFILE_EVENT.studentId, provider: 'gemini' };

describe('ChatService', () => {
  it.each([
    [null, UnauthenticatedError], [principal('student'), ForbiddenError], [principal(null), ForbiddenError],
  ] as const)('refuses %j', async (p, error) => {
    await expect(new ChatService(deps).turn(p, null, ask)).rejects.toBeInstanceOf(error);
  });

  it.each([
    [{ ...ask, message: '   ' }, 'Message is required'],
    [{ ...ask, message: 'x'.repeat(4001) }, 'Message must be at most 4000 characters'],
    [{ ...ask, provider: 'claude' }, 'Unknown provider. Use one of: gemini, openai, offline'],
    [{ ...ask, studentId: '../etc' }, 'Invalid student id'],
  ])('validates %j', async (req, message) => {
    await expect(new ChatService(deps).turn(counselor, null, req)).rejects.toThrow(new ValidationError(message));
  });

  it('answers 404 for an unknown student', async () => {
    await expect(new ChatService(deps).turn(counselor, null, { ...ask, studentId: 'nobody' })).rejects.toThrow(new NotFoundError('Student not found'));
  });

  it('answers 404 to staff about a student of a school they are not assigned to, and logs no turn', async () => {
    await deps.contexts.upsertProfile(MAYA_PROFILE_EVENT.studentId, MAYA_PROFILE_EVENT.userId, parseProfile(MAYA_PROFILE_EVENT.profile), '2025-02-01T00:00:00.000Z', 'school-a');
    const ofA: Principal = { ...counselor, schoolIds: ['school-a'] };
    const ofB: Principal = { ...counselor, userId: 'u-coach-b', schoolIds: ['school-b'] };
    await expect(new ChatService(deps).turn(ofB, null, ask)).rejects.toThrow(new NotFoundError('Student not found'));
    // Without a schools claim a counselor is in the default school only.
    await expect(new ChatService(deps).turn(counselor, null, ask)).rejects.toThrow(new NotFoundError('Student not found'));
    expect((await deps.chatLog.list(10, 0)).total).toBe(0);
    expect((await new ChatService(deps).turn(ofA, null, ask)).response).toContain('Answer');
    expect((await new ChatService(deps).turn(principal('admin'), null, ask)).response).toContain('Answer');
    // Jordan (no school: the default school) is still open to a counselor of the default school.
    expect((await new ChatService(deps).turn(counselor, null, { ...ask, studentId: JORDAN_PROFILE_EVENT.studentId })).response).toContain('Answer');
  });

  it('gives the answerer the prompt from settings, the chosen student only and the retrieved passages', async () => {
    const r = await new ChatService(deps).turn(counselor, 'tok', ask);
    const input = gemini.inputs[0];
    expect(input.prompt.system.startsWith('Saved prompt v1')).toBe(true);
    expect(input.student?.studentId).toBe(MAYA_PROFILE_EVENT.studentId);
    // First name only: the prompt is what an external model receives (outbound.ts); the answerer still gets the whole context.
    expect(input.prompt.user).toContain('name="Maya"');
    expect(input.prompt.user).not.toContain('Chen');
    expect(input.student?.profile.lastName).toBe('Chen');
    expect(input.prompt.user).not.toMatch(/Jordan|Rivera/);
    expect(input.passages[0].title).toBe('Financial Aid Basics: The FAFSA');
    expect(r.sources.map((s) => s.type)).toEqual(['student_profile', 'knowledge_base']);
    expect(r.sources[1].content).toContain('FAFSA');
  });

  it('uses a changed prompt on the very next turn', async () => {
    const service = new ChatService(deps);
    await service.turn(counselor, null, ask);
    prompt = 'Saved prompt v2';
    await service.turn(counselor, null, ask);
    expect(gemini.inputs[1].prompt.system.startsWith('Saved prompt v2')).toBe(true);
  });

  it('answers offline when gemini is not configured, and says so', async () => {
    const r = await new ChatService({ ...deps, answerers: { model: null, offline: new OfflineAnswerer() } }).turn(counselor, null, ask);
    expect(r.answeredBy).toBe('offline');
    expect(r.response.startsWith('Offline assistant (no generative model configured).')).toBe(true);
  });

  it('names the assistant that answers: Gemini and its model when configured, else the offline assistant', async () => {
    expect(new ChatService(deps).assistantInfo(counselor)).toEqual({ provider: 'gemini', model: 'fake' });
    const offline = new ChatService({ ...deps, answerers: { model: null, offline: new OfflineAnswerer() } });
    expect(offline.assistantInfo(admin)).toEqual({ provider: 'offline', model: null });
    expect(() => offline.assistantInfo(principal('student'))).toThrow(ForbiddenError);
    expect(() => offline.assistantInfo(null)).toThrow(UnauthenticatedError);
  });

  it('answers from the knowledge base only without a student', async () => {
    const r = await new ChatService(deps).turn(counselor, null, { ...ask, studentId: undefined, provider: 'offline' });
    expect(r.sources.every((s) => s.type !== 'student_profile')).toBe(true);
    expect(r.response).not.toContain('Maya');
  });

  it('keeps answering when the knowledge search fails', async () => {
    const broken: KnowledgeSearch = { search: async () => { throw new Error('down'); } };
    const r = await new ChatService({ ...deps, search: broken }).turn(counselor, null, { ...ask, provider: 'offline' });
    expect(r.response).toContain('The knowledge base could not be searched just now');
    expect(r.sources.map((s) => s.type)).toEqual(['student_profile']);
  });

  it('rate-limits each user on their own', async () => {
    const service = new ChatService(deps);
    for (let i = 0; i < 3; i++) await service.turn(counselor, null, ask);
    await expect(service.turn(counselor, null, ask)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(service.turn(admin, null, ask)).resolves.toBeDefined();
  });

  it('logs each turn with its question and answer (for the AI answers page) but no other student data, and counts usage for admins', async () => {
    const service = new ChatService(deps);
    await service.turn(counselor, null, ask);
    await service.turn(admin, null, { ...ask, provider: 'offline' });
    expect(await service.usage(admin)).toEqual({ queriesThisMonth: 2, totalQueries: 2 });
    await expect(service.usage(counselor)).rejects.toBeInstanceOf(ForbiddenError);
    const { items } = await service.turns(admin);
    // Found by who asked: two turns in the same millisecond list by id (the store contract's order), not by when.
    expect(items.map((t) => t.actorId).sort()).toEqual([admin.userId, counselor.userId].sort());
    const counselorTurn = items.find((t) => t.actorId === counselor.userId)!;
    expect(counselorTurn).toMatchObject({ actorId: counselor.userId, studentId: MAYA_PROFILE_EVENT.studentId, provider: 'gemini', promptTokens: 10, completionTokens: 5, outcome: 'ok' });
    expect(counselorTurn.sources.map((s) => s.type)).toEqual(['student_profile', 'knowledge_base']);
    // The question and the answer are kept, so admins can review answers; the rest of the row holds no text,
    // and sources keep type, id and the document's title, never the passage or the profile.
    const rows = db.prepare('SELECT * FROM chat_turns').all() as Record<string, unknown>[];
    expect(rows.map((r) => r.question)).toEqual([ask.message, ask.message]);
    const rest = JSON.stringify(rows.map(({ question: _q, answer: _a, sources_json: _s, ...r }) => r));
    expect(rest).not.toMatch(/FAFSA|Maya|3\.94|1520/);
    for (const r of rows) {
      for (const s of JSON.parse(r.sources_json as string) as Record<string, unknown>[]) expect(Object.keys(s).sort()).toEqual(['sourceId', 'title', 'type']);
    }
    expect(JSON.stringify(rows.map((r) => r.sources_json))).not.toMatch(/Maya|3\.94|1520/);
  });

  it('streams deltas, then the sources, then done', async () => {
    const service = new ChatService({ ...deps, limiter: null });
    const turn = await service.prepare(counselor, null, { ...ask, provider: 'offline' });
    const types: string[] = [];
    for await (const e of service.run(turn)) types.push(e.type);
    expect(types.at(-2)).toBe('sources');
    expect(types.at(-1)).toBe('done');
    expect(types.filter((t) => t === 'delta').length).toBeGreaterThan(2);
  });

  it('answers an offline turn in one piece without streaming it: the streamed answer, sources and log row', async () => {
    const offline = new OfflineAnswerer();
    let streamed = 0;
    const stream = offline.stream.bind(offline);
    offline.stream = (input) => { streamed++; return stream(input); };
    const service = new ChatService({ ...deps, limiter: null, answerers: { model: null, offline } });
    const whole = await service.turn(counselor, null, { ...ask, provider: 'offline' });
    expect(streamed).toBe(0);
    const turn = await service.prepare(counselor, null, { ...ask, provider: 'offline' });
    let text = '';
    let sources: unknown = null;
    for await (const e of service.run(turn)) {
      if (e.type === 'delta') text += e.text;
      else if (e.type === 'sources') sources = e.sources;
    }
    expect(streamed).toBe(1);
    expect(whole.response).toBe(text);
    expect(whole.sources).toEqual(sources);
    const rows = db.prepare('SELECT * FROM chat_turns ORDER BY rowid').all() as Record<string, unknown>[];
    const logged = rows.map(({ id: _i, at: _a, latency_ms: _l, ...r }) => r);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toEqual(logged[1]);
    expect(rows[0]).toMatchObject({ id: whole.turnId, answer: whole.response, outcome: 'ok' });
  });
});

describe('the student read model', () => {
  it('applies events idempotently and never lets an older profile overwrite a newer one', async () => {
    const store = deps.contexts;
    const id = MAYA_PROFILE_EVENT.studentId;
    await store.upsertProfile(id, MAYA_PROFILE_EVENT.userId, parseProfile({ ...MAYA_PROFILE_EVENT.profile, gpa: 3.99 }), '2025-06-01T00:00:00.000Z');
    await store.upsertProfile(id, MAYA_PROFILE_EVENT.userId, parseProfile({ ...MAYA_PROFILE_EVENT.profile, gpa: 2.0 }), '2025-03-01T00:00:00.000Z');
    expect((await store.get(id))?.profile.gpa).toBe(3.99);
    await store.removeDocument(id, 'd1', '2025-06-02T00:00:00.000Z');
    await store.addDocument(id, { documentId: 'd1', fileName: 'essay.pdf', fileType: 'pdf' }, '2025-06-01T00:00:00.000Z');
    await store.addDocument(id, { documentId: 'd2', fileName: 'transcript.pdf', fileType: 'pdf' }, '2025-06-01T00:00:00.000Z');
    await store.addDocument(id, { documentId: 'd2', fileName: 'transcript.pdf', fileType: 'pdf' }, '2025-06-01T00:00:00.000Z');
    expect((await store.get(id))?.documents.map((d) => d.fileName)).toEqual(['transcript.pdf']);
  });
});

describe('the student\'s college list', () => {
  let bus: DurableLocalBus;
  let stops: { stop(): Promise<void> }[];
  beforeEach(async () => {
    bus = await DurableLocalBus.open({ dataDir: ':memory:', log: createLogger('test', 'silent') });
    stops = await subscribeAll(bus, studentContextHandlers(deps.contexts));
    deps = { ...deps, limiter: null, today: () => TODAY };
  });
  afterEach(async () => {
    for (const s of stops) await s.stop();
    await bus.close();
  });
  /** Publishes the list and waits until the read model holds it (the consumer runs in the background). */
  async function publishList(list: typeof MAYA_LIST) {
    await bus.publish(Subjects.collegesListChanged, list);
    const want = JSON.stringify(list.applications);
    await until('the list in the read model', async () => JSON.stringify((await deps.contexts.get(list.studentId))?.collegeList) === want);
  }
  const offline = () => new ChatService({ ...deps, answerers: { model: null, offline: new OfflineAnswerer() } });

  it('answers "What is due for Maya this month?" offline from the list the event carried, cited with a college_list source', async () => {
    await publishList(MAYA_LIST);
    const r = await offline().turn(counselor, null, { message: 'What is due for Maya this month?', studentId: MAYA_LIST.studentId, provider: 'gemini' });
    expect(r.answeredBy).toBe('offline');
    expect(r.response).toMatch(/- 2026-11-26: University of California-San Diego .* \[L\]/);
    expect(r.response).toMatch(/- 2026-11-30: University of California-Berkeley .* \[L\]/);
    expect(r.response).toContain('No deadline entered for: Massachusetts Institute of Technology');
    const list = r.sources.find((s) => s.type === 'college_list');
    expect(list).toMatchObject({ type: 'college_list', title: 'College list', sourceId: MAYA_LIST.studentId });
    const { items } = await new ChatService(deps).turns(admin);
    expect(items[0].sources).toContainEqual({ type: 'college_list', sourceId: MAYA_LIST.studentId, title: 'College list' });
  });

  it('answers "Which of Jordan\'s colleges are reaches?" from Jordan\'s list only', async () => {
    await publishList(MAYA_LIST);
    await publishList(JORDAN_LIST);
    const r = await offline().turn(counselor, null, { message: 'Which of Jordan\'s colleges are reaches?', studentId: JORDAN_LIST.studentId, provider: 'offline' });
    expect(r.response).toContain('None of the 2 colleges on Jordan Rivera\'s list is rated reach. [L]');
    expect(r.response).not.toMatch(/Berkeley|Stanford|Maya/);
    expect(r.sources.find((s) => s.type === 'college_list')?.sourceId).toBe(JORDAN_LIST.studentId);
  });

  it('keeps the latest list: a later list replaces it, an older one arriving late does not, an empty one clears it', async () => {
    await publishList(MAYA_LIST);
    const shorter = { ...MAYA_LIST, applications: MAYA_LIST.applications.slice(0, 1), updatedAt: '2026-11-21T09:00:00.000Z' };
    await publishList(shorter);
    await bus.publish(Subjects.collegesListChanged, MAYA_LIST); // the older list, delivered again late
    await publishList({ ...JORDAN_LIST }); // a marker: the consumer is past the late delivery
    expect((await deps.contexts.get(MAYA_LIST.studentId))?.collegeList.map((a) => a.collegeName)).toEqual(['University of California-Berkeley']);
    await publishList({ ...MAYA_LIST, applications: [], updatedAt: '2026-11-22T09:00:00.000Z' });
    const r = await offline().turn(counselor, null, { message: 'What is due for Maya this month?', studentId: MAYA_LIST.studentId, provider: 'offline' });
    expect(r.response).toContain('Maya Chen has no colleges on their college list in Counsel yet');
    expect(r.sources.every((s) => s.type !== 'college_list')).toBe(true);
  });

  it('gives a counselor of another school nothing: the student, list and all, is not found', async () => {
    await deps.contexts.upsertProfile(MAYA_PROFILE_EVENT.studentId, MAYA_PROFILE_EVENT.userId, parseProfile(MAYA_PROFILE_EVENT.profile), '2025-02-01T00:00:00.000Z', 'school-a');
    await publishList(MAYA_LIST);
    const ofB: Principal = { ...counselor, userId: 'u-coach-b', schoolIds: ['school-b'] };
    const ask = { message: 'What is due for Maya this month?', studentId: MAYA_LIST.studentId, provider: 'gemini' };
    await expect(offline().turn(ofB, null, ask)).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(new ChatService(deps).turn(ofB, null, ask)).rejects.toThrow(new NotFoundError('Student not found'));
    expect(gemini.inputs).toHaveLength(0);
    expect((await deps.chatLog.list(10, 0)).total).toBe(0);
    const ofA: Principal = { ...counselor, schoolIds: ['school-a'] };
    expect((await offline().turn(ofA, null, ask)).sources.map((s) => s.type)).toContain('college_list');
  });

  it('gives Gemini the list as a quoted block with its marker and today\'s date; a cited [L] becomes the college_list source', async () => {
    await publishList(MAYA_LIST);
    class CitesList extends RecordingAnswerer {
      async *stream(input: AnswerInput): AsyncIterable<AnswerChunk> {
        this.inputs.push(input);
        yield { type: 'delta', text: 'Berkeley is due on 2026-11-30 [L].' };
        yield { type: 'usage', usage: { promptTokens: 10, completionTokens: 5 } };
      }
    }
    const model = new CitesList();
    const r = await new ChatService({ ...deps, answerers: { model, offline: new OfflineAnswerer() } })
      .turn(counselor, null, { message: 'What is due for Maya this month?', studentId: MAYA_LIST.studentId, provider: 'gemini' });
    const user = model.inputs[0].prompt.user;
    expect(user).toContain('<college_list marker="L" today="2026-11-24">');
    expect(user).toContain('- Massachusetts Institute of Technology (Cambridge, MA); Early Action; status researching; no deadline entered;');
    expect(model.inputs[0].prompt.system).toContain('never guess a date');
    expect(r.sources.map((s) => s.type)).toEqual(['college_list']);
  });
});
