import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DurableLocalBus, ForbiddenError, NotFoundError, OutboxEvents, RecordReads, UnauthenticatedError, ValidationError, createLogger, openSqlite, type Principal, type SqliteDatabase,
} from '@counsel/kit';
import { Subjects, type ChatAnswersViewed } from '@counsel/proto-events';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteChatAnswerStore } from '../adapters/sqlite/sqlite-chat-answers.js';
import { SqliteChatLog } from '../adapters/sqlite/sqlite-chat-log.js';
import { SqliteStudentContextStore } from '../adapters/sqlite/sqlite-student-context-store.js';
import { OfflineAnswerer } from '../adapters/offline/offline-answerer.js';
import { parseProfile } from '../domain/student-context.js';
import { demoChunks } from '../../test/support/demo-knowledge.js';
import { knowledgeSearchOver } from '../../test/support/knowledge-search.js';
import { MAYA_PROFILE_EVENT } from '../../test/support/demo-students.js';
import { ChatAnswersService } from './chat-answers.service.js';
import { ChatService, type ChatDeps } from './chat.service.js';
import { eventually } from '../../../kit/test/support/eventually.js';

const principal = (role: Principal['role'], userId = `${role}-1`): Principal => ({ userId, email: `${userId}@x.org`, firstName: null, lastName: null, role, sessionId: null });
const counselor = principal('counselor');
const otherCounselor = principal('counselor', 'counselor-2');
const admin = principal('admin');
const student = principal('student');

let db: SqliteDatabase;
let bus: DurableLocalBus;
let chat: ChatService;
let answers: ChatAnswersService;
let events: OutboxEvents;
let store: SqliteChatAnswerStore;

beforeEach(async () => {
  db = openSqlite(':memory:', 'chat', migrations);
  const log = createLogger('test', 'silent');
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const contexts = new SqliteStudentContextStore(db);
  await contexts.upsertProfile(MAYA_PROFILE_EVENT.studentId, MAYA_PROFILE_EVENT.userId, parseProfile(MAYA_PROFILE_EVENT.profile), '2025-01-01T00:00:00.000Z');
  const deps: ChatDeps = {
    contexts, search: await knowledgeSearchOver(demoChunks()), prompts: { current: async () => 'Prompt' },
    answerers: { gemini: null, offline: new OfflineAnswerer() } as ChatDeps['answerers'],
    chatLog: new SqliteChatLog(db), limiter: null, log, topK: 5, reads: new RecordReads(bus, Subjects.chatRecordRead, log),
  };
  chat = new ChatService(deps);
  store = new SqliteChatAnswerStore(db);
  events = new OutboxEvents(store.outbox, bus, log, () => 10);
  answers = new ChatAnswersService({ store, events, log });
});
afterEach(async () => {
  await events.close();
  await bus.close();
  db.close();
});

const ask = (who: Principal, message = 'When does the FAFSA open?') => chat.turn(who, null, { message, studentId: MAYA_PROFILE_EVENT.studentId, provider: 'offline' });

describe('answers people can check: the log keeps the turn', () => {
  it('keeps the question, the answer and the titled sources of a turn under the id the answer names', async () => {
    const r = await ask(counselor);
    const logged = await store.get(r.turnId);
    expect(logged).toMatchObject({ actorId: 'counselor-1', question: 'When does the FAFSA open?', answer: r.response, rating: null, flag: null });
    expect(logged?.sources.map((s) => s.type)).toEqual(r.sources.map((s) => s.type));
    expect(logged?.sources.find((s) => s.type === 'knowledge_base')?.title).toBe(r.sources.find((s) => s.type === 'knowledge_base')?.title);
  });

  it('names the turn in the stream\'s done event', async () => {
    const prepared = await chat.prepare(counselor, null, { message: 'What is the FAFSA?', provider: 'offline' });
    const events = [];
    for await (const e of chat.run(prepared)) events.push(e);
    expect(events.at(-1)).toMatchObject({ type: 'done', turnId: prepared.id });
    expect(await store.get(prepared.id)).not.toBeNull();
  });
});

describe('rating an answer', () => {
  it('lets the counselor who asked rate it, and a second rating replaces the first', async () => {
    const { turnId } = await ask(counselor);
    const first = await answers.rate(counselor, { turnId, helpful: true });
    expect(first.rating).toMatchObject({ helpful: true, reason: null });
    await answers.rate(counselor, { turnId, helpful: false, reason: '  Gave a date the knowledge base does not hold.  ' });
    expect((await store.get(turnId))?.rating).toMatchObject({ helpful: false, reason: 'Gave a date the knowledge base does not hold.' });
    // A blank reason is no reason.
    await answers.rate(counselor, { turnId, helpful: false, reason: '   ' });
    expect((await store.get(turnId))?.rating?.reason).toBeNull();
  });

  it('refuses everyone but the asker: another counselor, an admin, a student, nobody', async () => {
    const { turnId } = await ask(counselor);
    await expect(answers.rate(otherCounselor, { turnId, helpful: true })).rejects.toThrow(new ForbiddenError('Only the person who asked may rate this answer'));
    await expect(answers.rate(admin, { turnId, helpful: true })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(answers.rate(student, { turnId, helpful: true })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(answers.rate(null, { turnId, helpful: true })).rejects.toBeInstanceOf(UnauthenticatedError);
    expect((await store.get(turnId))?.rating).toBeNull();
    // An admin rates the answers they asked for themselves.
    const own = await ask(admin);
    expect((await answers.rate(admin, { turnId: own.turnId, helpful: true })).rating?.helpful).toBe(true);
  });

  it('authorizes before it validates, then validates the input', async () => {
    await expect(answers.rate(student, { turnId: '../x', helpful: 'yes' })).rejects.toBeInstanceOf(ForbiddenError);
    const { turnId } = await ask(counselor);
    await expect(answers.rate(counselor, { turnId: '../x', helpful: true })).rejects.toThrow(new ValidationError('Invalid turn id'));
    await expect(answers.rate(counselor, { turnId, helpful: 'yes' })).rejects.toThrow(new ValidationError('helpful must be true or false'));
    await expect(answers.rate(counselor, { turnId, helpful: false, reason: 'x'.repeat(501) })).rejects.toThrow(new ValidationError('Reason must be at most 500 characters'));
    await expect(answers.rate(counselor, { turnId, helpful: false, reason: 'bell\u0007' })).rejects.toThrow(new ValidationError('Reason must not contain control characters'));
    await expect(answers.rate(counselor, { turnId, helpful: false, reason: 42 })).rejects.toThrow(new ValidationError('Reason must be text'));
    await expect(answers.rate(counselor, { turnId: 'unknown-turn', helpful: true })).rejects.toThrow(new NotFoundError('Chat turn not found'));
    // 500 characters and line breaks are fine; markup is kept as the plain text it is (the page never renders it as HTML).
    await answers.rate(counselor, { turnId, helpful: false, reason: `<b>bold</b>\n${'x'.repeat(486)}` });
    expect((await store.get(turnId))?.rating?.reason).toBe(`<b>bold</b>\n${'x'.repeat(486)}`);
  });
});

describe('flagging a turn', () => {
  it('lets admins flag and unflag; others are refused before their input is read', async () => {
    const { turnId } = await ask(counselor);
    const flagged = await answers.setFlag(admin, { turnId, flagged: true });
    expect(flagged.flag).toMatchObject({ flaggedBy: 'admin-1' });
    expect((await answers.setFlag(admin, { turnId, flagged: false })).flag).toBeNull();
    await expect(answers.setFlag(counselor, { turnId: '../x', flagged: 'no' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(answers.setFlag(null, { turnId, flagged: true })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(answers.setFlag(admin, { turnId, flagged: 'no' })).rejects.toThrow(new ValidationError('flagged must be true or false'));
    await expect(answers.setFlag(admin, { turnId: 'unknown-turn', flagged: true })).rejects.toThrow(new NotFoundError('Chat turn not found'));
  });
});

describe('the AI answers page', () => {
  const viewed = () => {
    const seen: ChatAnswersViewed[] = [];
    return { seen, sub: bus.subscribe(Subjects.chatAnswersViewed, async (e) => { seen.push(e.data); }, { durable: `test-${Math.random()}` }) };
  };

  it('is for admins only, refused before the filter is read', async () => {
    for (const p of [counselor, student]) await expect(answers.answers(p, { filter: { rating: 'BAD' } })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(answers.answers(null, {})).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(await store.outbox.pendingEvents(10)).toEqual([]);
  });

  it('filters by rating, answerer, flag and days, pages newest first, and records each reading for the audit log', async () => {
    // A few milliseconds apart, so "newest first" has one answer.
    const pause = () => new Promise((r) => setTimeout(r, 5));
    const a = await ask(counselor, 'When does the FAFSA open?');
    await pause();
    const b = await ask(counselor, 'What is the CSS Profile?');
    await pause();
    const c = await ask(otherCounselor, 'What is early decision?');
    await answers.rate(counselor, { turnId: a.turnId, helpful: false, reason: 'Vague' });
    await answers.rate(counselor, { turnId: b.turnId, helpful: true });
    await answers.setFlag(admin, { turnId: c.turnId, flagged: true });
    const { seen, sub } = viewed();
    await sub;

    const notHelpful = await answers.answers(admin, { filter: { rating: 'NOT_HELPFUL' } });
    expect(notHelpful.items.map((r) => [r.id, r.question, r.rating?.reason])).toEqual([[a.turnId, 'When does the FAFSA open?', 'Vague']]);
    expect((await answers.answers(admin, { filter: { rating: 'HELPFUL' } })).items.map((r) => r.id)).toEqual([b.turnId]);
    expect((await answers.answers(admin, { filter: { rating: 'UNRATED' } })).items.map((r) => r.id)).toEqual([c.turnId]);
    expect((await answers.answers(admin, { filter: { flagged: true } })).items.map((r) => r.id)).toEqual([c.turnId]);
    expect((await answers.answers(admin, { filter: { answeredBy: 'offline' } })).total).toBe(3);
    expect((await answers.answers(admin, { filter: { answeredBy: 'gemini' } })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await answers.answers(admin, { filter: { from: today, to: today } })).total).toBe(3);
    expect((await answers.answers(admin, { filter: { to: '2020-01-01' } })).total).toBe(0);

    const page2 = await answers.answers(admin, { page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items).toHaveLength(1);
    const all = await answers.answers(admin, {});
    expect(all.items.map((r) => r.question)).toEqual(['What is early decision?', 'What is the CSS Profile?', 'When does the FAFSA open?']);
    expect(all.items[0].answer).toBe(c.response);

    // Every reading went out on the bus with the admin and the filters used.
    await eventually(() => expect(seen.length === 10).toBe(true));
    expect(seen[0]).toEqual({
      actorId: 'admin-1', actorEmail: 'admin-1@x.org', filters: { rating: 'NOT_HELPFUL', answeredBy: null, from: null, to: null, flagged: null },
      page: 1, pageSize: 20, shown: 1, total: 1,
    });
    expect(seen[8]).toMatchObject({ page: 2, pageSize: 2, shown: 1, total: 3 });
    expect(await store.outbox.pendingEvents(10)).toEqual([]);
  });

  it('validates the filter and the paging', async () => {
    const bad: [unknown, string][] = [
      [{ filter: { rating: 'MEH' } }, 'rating must be one of: HELPFUL, NOT_HELPFUL, UNRATED'],
      [{ filter: { answeredBy: 'claude' } }, 'answeredBy must be one of:'],
      [{ filter: { from: '2026-13-01' } }, 'from must be a date (YYYY-MM-DD)'],
      [{ filter: { to: 'yesterday' } }, 'to must be a date (YYYY-MM-DD)'],
      [{ filter: { from: '2026-03-02', to: '2026-03-01' } }, 'from must not be after to'],
      [{ filter: { flagged: 'yes' } }, 'flagged must be true or false'],
      [{ page: 0 }, 'page must be a positive integer'],
      [{ pageSize: 101 }, 'pageSize must be an integer from 1 to 100'],
    ];
    for (const [input, message] of bad) {
      await expect(answers.answers(admin, input as never)).rejects.toThrow(ValidationError);
      await expect(answers.answers(admin, input as never)).rejects.toThrow(message);
    }
    expect(await store.outbox.pendingEvents(10)).toEqual([]);
  });

  it('records the reading in the outbox even while the bus is down', async () => {
    await bus.close();
    await answers.answers(admin, {});
    expect(await store.outbox.pendingEvents(10)).toHaveLength(1);
  });
});
