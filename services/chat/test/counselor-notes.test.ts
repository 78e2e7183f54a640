import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DurableLocalBus, ForbiddenError, OutboxEvents, RecordReads, UnauthenticatedError, createLogger, openSqlite, type Principal, type SqliteDatabase,
} from '@counsel/kit';
import { startServiceServer, type RunningServer } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { counselingTypeDefs } from '../../counseling/src/graphql/schema.js';
import { rootResolvers as counselingResolvers } from '../../counseling/src/graphql/resolvers/root.js';
import { admin, counselorA, maya, seedStudents, testCounseling } from '../../counseling/test/support/test-counseling.js';
import { eventually } from '../../kit/test/support/eventually.js';
import { migrations as settingsMigrations } from '../../settings/src/adapters/sqlite/migrations.js';
import { SqliteSettingStore } from '../../settings/src/adapters/sqlite/sqlite-setting-store.js';
import { SettingsService } from '../../settings/src/application/settings.service.js';
import { settingsTypeDefs } from '../../settings/src/graphql/schema.js';
import { rootResolvers as settingsResolvers } from '../../settings/src/graphql/resolvers/root.js';
import { CounselingClient } from '../src/adapters/http/counseling-client.js';
import { NotesPolicyClient } from '../src/adapters/http/notes-policy-client.js';
import { GeminiAnswerer } from '../src/adapters/gemini/gemini-answerer.js';
import { OfflineAnswerer } from '../src/adapters/offline/offline-answerer.js';
import { OpenAiCompatibleAnswerer } from '../src/adapters/openai/openai-answerer.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteChatLog } from '../src/adapters/sqlite/sqlite-chat-log.js';
import { SqliteStudentContextStore } from '../src/adapters/sqlite/sqlite-student-context-store.js';
import { ChatService, type ChatDeps } from '../src/application/chat.service.js';
import { MeetingBriefService } from '../src/application/meeting-brief.service.js';
import { parseProfile } from '../src/domain/student-context.js';
import type { Answerer } from '../src/ports/answerer.js';
import { demoChunks } from './support/demo-knowledge.js';
import { FakeGemini } from './support/fake-gemini.js';
import { FakeOpenAi } from './support/fake-openai.js';
import { knowledgeSearchOver } from './support/knowledge-search.js';

/**
 * The assistant reads a student's counselor notes and open tasks from the counseling subgraph, on the
 * staff caller's behalf. Counseling and settings run in this process as real subgraphs over HTTP (their use cases on
 * SQLite in memory); chat calls them with the caller's token, as it does in the portal. Notes never reach a student,
 * and reach an external model (the raw request bodies of the fake OpenAI-compatible and Gemini servers) only when an
 * admin switched `assistant_notes_to_external_models` on.
 */
const log = createLogger('test', 'silent');
const NOTE_TEXT = 'anxious about her personal essay';
const NOTE_BODY = `<p>Maya Chen is ${NOTE_TEXT} &amp; wants a draft review.</p><ul><li>Mother prefers calls after 6 pm</li></ul><script>alert(1)</script>`;
const TASK_TITLE = 'Ask two teachers for recommendations';
const QUESTION = 'What are Maya\'s open tasks, and what do the notes say about her essay?';
const staff: Principal = counselorA;

/** Counseling's and settings' callers by bearer token; chat forwards the caller's. */
const tokens: Record<string, Principal> = { ca: counselorA, admin, maya };
const tokensSeen: string[] = [];
const verifier = () => ({
  verify: async (token: string) => { tokensSeen.push(token); if (!tokens[token]) throw new UnauthenticatedError(); return tokens[token]; },
});

let counseling: Awaited<ReturnType<typeof testCounseling>>;
let counselingServer: RunningServer;
let settingsDb: SqliteDatabase;
let settingsBus: DurableLocalBus;
let settings: SettingsService;
let settingsEvents: OutboxEvents;
let settingsServer: RunningServer;
let fakeOpenAi: FakeOpenAi;
let fakeGemini: FakeGemini;

beforeAll(async () => {
  counseling = await testCounseling();
  await seedStudents(counseling);
  await counseling.notes.create(counselorA, 'st-maya', { body: NOTE_BODY, tags: ['college'] });
  await counseling.tasks.create(counselorA, { title: TASK_TITLE, dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
  counselingServer = await startServiceServer({
    name: 'counseling', host: '127.0.0.1', port: 0, log, typeDefs: counselingTypeDefs, verifier,
    resolvers: counselingResolvers({ notes: counseling.notes, meetings: counseling.meetings, tasks: counseling.tasks, records: counseling.records }),
  });
  settingsDb = openSqlite(':memory:', 'settings', settingsMigrations);
  settingsBus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const settingsStore = new SqliteSettingStore(settingsDb);
  settingsEvents = new OutboxEvents(settingsStore.outbox, settingsBus, log);
  settings = new SettingsService({ store: settingsStore, events: settingsEvents, log });
  settingsServer = await startServiceServer({ name: 'settings', host: '127.0.0.1', port: 0, log, typeDefs: settingsTypeDefs, resolvers: settingsResolvers(settings), verifier });
  [fakeOpenAi, fakeGemini] = await Promise.all([new FakeOpenAi().start(), new FakeGemini().start()]);
});
afterAll(async () => {
  await Promise.all([fakeOpenAi.close(), fakeGemini.close(), counselingServer.close(), settingsServer.close()]);
  await counseling.close();
  await settingsEvents.close();
  await settingsBus.close();
  settingsDb.close();
});

let db: SqliteDatabase;
let bus: DurableLocalBus;
let deps: ChatDeps;
const warnings: unknown[] = [];

beforeEach(async () => {
  fakeOpenAi.reset();
  fakeGemini.requests.length = 0;
  tokensSeen.length = 0;
  warnings.length = 0;
  db = openSqlite(':memory:', 'chat', migrations);
  const contexts = new SqliteStudentContextStore(db);
  await contexts.upsertProfile('st-maya', 'u-maya', parseProfile({ firstName: 'Maya', lastName: 'Chen', gpa: 3.9, grade: '12' }), '2026-11-01T00:00:00.000Z', 'school-a');
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const upstream = (server: RunningServer) => ({ url: () => server.url, timeoutMs: 3000 });
  const watched = Object.assign(Object.create(log), { warn: (o: unknown) => { warnings.push(o); } }) as typeof log;
  deps = {
    contexts,
    search: await knowledgeSearchOver(demoChunks()),
    prompts: { current: async () => 'You are a careful counselor assistant.' },
    counseling: new CounselingClient(upstream(counselingServer)),
    notesPolicy: new NotesPolicyClient(upstream(settingsServer), watched),
    answerers: { model: null, offline: new OfflineAnswerer() },
    chatLog: new SqliteChatLog(db),
    limiter: null, log: watched, topK: 5, today: () => '2026-11-24', reads: new RecordReads(bus, Subjects.chatRecordRead, log),
  };
});
afterEach(async () => {
  await bus.close();
  db.close();
});

const ask = (p: Principal, token: string | null, model: Answerer | null = null) =>
  new ChatService({ ...deps, answerers: { model, offline: new OfflineAnswerer() } }).turn(p, token, { message: QUESTION, studentId: 'st-maya', provider: 'gemini' });
const openAi = () => new OpenAiCompatibleAnswerer({ baseUrl: fakeOpenAi.url, model: 'llama3.1:8b', timeoutMs: 3000, attempts: 1, backoffMs: 0, log });
const gemini = () => new GeminiAnswerer({ apiKey: 'test-key', model: 'gemini-test', baseUrl: fakeGemini.url, timeoutMs: 3000, attempts: 1, backoffMs: 0, log });
/** A model answer citing the task and the first note, which it may only have been given. */
const CITING = ['Maya should ask two teachers for letters by December 1 [T1]. ', 'Her counselor notes she is anxious about the essay [N1].'];
const setNotesToModels = (value: 'true' | 'false') => settings.save(admin, { key: 'assistant_notes_to_external_models', value });

describe('counselor notes and tasks in a staff turn', () => {
  it('the offline answerer cites the note (as plain text) and the open task, read on the counselor\'s behalf and logged by counseling', async () => {
    const readsBefore = counseling.reads.length;
    const r = await ask(staff, 'ca');
    expect(r.answeredBy).toBe('offline');
    const note = r.sources.find((s) => s.type === 'counselor_note');
    const task = r.sources.find((s) => s.type === 'task');
    expect(note?.content).toContain(`Maya Chen is ${NOTE_TEXT} & wants a draft review. - Mother prefers calls after 6 pm`);
    expect(note?.content).not.toMatch(/<|>|script|alert/);
    expect(task).toMatchObject({ title: TASK_TITLE, content: `${TASK_TITLE} (due 2026-12-01)` });
    expect(r.response).toContain(`${TASK_TITLE} (due 2026-12-01) [T1]`);
    expect(r.response).toContain('[N1]');
    // The counselor's own token went to counseling, which logged the reads of the notes and the tasks.
    expect(tokensSeen).toContain('ca');
    await eventually(() => {
      const parts = counseling.reads.slice(readsBefore).flatMap((e) => e.data.parts);
      expect(parts).toEqual(expect.arrayContaining(['notes', 'tasks']));
    });
    // The turn log keeps the cited sources' types.
    const logged = await deps.chatLog.list(10, 0);
    expect(logged.items[0].sources.map((s) => s.type)).toEqual(expect.arrayContaining(['counselor_note', 'task']));
  });

  it('a completed task is not an open task', async () => {
    const done = await counseling.tasks.create(counselorA, { title: 'Send SAT scores to UC', dueDate: '2026-11-30', assignees: { studentIds: ['st-maya'] } });
    await counseling.tasks.setCompletion(maya, done.task.id, 'st-maya', true);
    const r = await ask(staff, 'ca');
    expect(r.response).toContain(TASK_TITLE);
    expect(r.response).not.toContain('Send SAT scores');
  });
});

describe('notes never reach a student', () => {
  it('a student\'s turn is refused before counseling is asked, and no turn is logged', async () => {
    await expect(ask(maya, 'maya')).rejects.toBeInstanceOf(ForbiddenError);
    expect(tokensSeen).toEqual([]);
    expect((await deps.chatLog.list(10, 0)).total).toBe(0);
  });

  it('counseling itself gives a student\'s token no notes, so chat\'s adapter gets none', async () => {
    await expect(new CounselingClient({ url: () => counselingServer.url, timeoutMs: 3000 }).forStudent('st-maya', 'maya')).rejects.toThrow(/Student not found/);
  });
});

describe.each([
  ['the OpenAI-compatible server', openAi, () => fakeOpenAi.requests.map((r) => r.raw), (chunks: string[]) => fakeOpenAi.plan({ chunks })],
  ['Gemini', gemini, () => fakeGemini.requests.map((r) => r.raw), (chunks: string[]) => fakeGemini.plan({ chunks })],
] as const)('what %s receives', (_, model, bodies, plan) => {
  afterEach(async () => { await setNotesToModels('false'); });

  it('no note while the admin setting is off (the default), the open task all the same', async () => {
    plan(CITING);
    const r = await ask(staff, 'ca', model());
    const sent = bodies();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(TASK_TITLE);
    expect(sent[0]).not.toContain(NOTE_TEXT);
    expect(sent[0]).not.toContain('Mother prefers calls');
    expect(sent[0]).toContain('keeps counselor notes from external models');
    // The model cited [N1], which it was not given: no note is named as a source.
    expect(r.sources.map((s) => s.type)).toEqual(['task']);
  });

  it('the note, without the last name, once an admin switched the setting on', async () => {
    await setNotesToModels('true');
    plan(CITING);
    const r = await ask(staff, 'ca', model());
    const sent = bodies();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`Maya is ${NOTE_TEXT}`);
    expect(sent[0]).toContain(TASK_TITLE);
    expect(sent[0]).not.toMatch(/Chen|<script|alert\(/);
    expect(r.sources.map((s) => s.type).sort()).toEqual(['counselor_note', 'task']);
  });
});

describe('when counseling or settings cannot answer', () => {
  it('the turn answers without notes and tasks, and logs a warning', async () => {
    const down = new ChatService({ ...deps, counseling: new CounselingClient({ url: () => 'http://127.0.0.1:9', timeoutMs: 500 }) });
    const r = await down.turn(staff, 'ca', { message: QUESTION, studentId: 'st-maya', provider: 'offline' });
    expect(r.response.length).toBeGreaterThan(0);
    expect(r.sources.map((s) => s.type)).not.toContain('counselor_note');
    expect(warnings).toEqual([expect.objectContaining({ studentId: 'st-maya' })]);
  });

  it('settings unreachable keeps the notes from the model (fails closed)', async () => {
    await setNotesToModels('true');
    try {
      const cut = new ChatService({ ...deps, notesPolicy: new NotesPolicyClient({ url: () => 'http://127.0.0.1:9', timeoutMs: 500 }, log), answerers: { model: openAi(), offline: new OfflineAnswerer() } });
      await cut.turn(staff, 'ca', { message: QUESTION, studentId: 'st-maya', provider: 'gemini' });
      expect(fakeOpenAi.requests).toHaveLength(1);
      expect(fakeOpenAi.requests[0].raw).not.toContain(NOTE_TEXT);
      expect(fakeOpenAi.requests[0].raw).toContain(TASK_TITLE);
    } finally {
      await setNotesToModels('false');
    }
  });
});

describe('the pre-meeting brief', () => {
  const briefs = (model: Answerer | null) => new MeetingBriefService({ contexts: deps.contexts, model, log, reads: deps.reads, counseling: deps.counseling, today: () => '2026-11-24' });

  it('lists the open tasks and the notes for the counselor, each with its source', async () => {
    const b = await briefs(null).brief(staff, 'st-maya', 'ca');
    const section = b.sections.find((s) => s.key === 'counseling');
    expect(section?.lines.map((l) => l.sources.map((x) => x.type))).toEqual([['task'], ['counselor_note']]);
    expect(section?.lines[0].text).toBe(`Task: ${TASK_TITLE}, due 2026-12-01 (in 7 days)`);
    expect(section?.lines[1].text).toContain(`Note of 2026-11-20: Maya Chen is ${NOTE_TEXT} & wants a draft review. - Mother prefers calls`);
    expect(tokensSeen).toContain('ca');
  });

  it('gives a phrasing model the topics only: no note, even with the setting on', async () => {
    await setNotesToModels('true');
    try {
      await briefs(openAi()).brief(staff, 'st-maya', 'ca');
      expect(fakeOpenAi.requests).toHaveLength(1);
      expect(fakeOpenAi.requests[0].raw).not.toContain(NOTE_TEXT);
      expect(fakeOpenAi.requests[0].raw).not.toContain(TASK_TITLE);
    } finally {
      await setNotesToModels('false');
    }
  });

  it('goes without them when counseling is down', async () => {
    const down = new MeetingBriefService({ contexts: deps.contexts, model: null, log, reads: deps.reads, counseling: new CounselingClient({ url: () => 'http://127.0.0.1:9', timeoutMs: 500 }) });
    const b = await down.brief(staff, 'st-maya', 'ca');
    expect(b.sections.map((s) => s.key)).not.toContain('counseling');
  });
});
