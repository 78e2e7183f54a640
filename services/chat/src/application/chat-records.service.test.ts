import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DurableLocalBus, ForbiddenError, NotFoundError, OutboxEvents, RecordReads, UnauthenticatedError, createLogger, subscribeAll, type Principal, type Subscription,
} from '@counsel/kit';
import { recordParticipantWiring } from '@counsel/kit/server';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { OfflineAnswerer } from '../adapters/offline/offline-answerer.js';
import { openChatStores, type ChatStores } from '../adapters/open-adapters.js';
import type { ChatTurnRecord } from '../ports/chat-log.js';
import { demoChunks } from '../../test/support/demo-knowledge.js';
import { knowledgeSearchOver } from '../../test/support/knowledge-search.js';
import { JORDAN_PROFILE_EVENT, MAYA_PREFERENCES, MAYA_PROFILE_EVENT } from '../../test/support/demo-students.js';
import { parsePreferences, parseProfile } from '../domain/student-context.js';
import { ChatRecordsService } from './chat-records.service.js';
import { ChatService } from './chat.service.js';
import { MeetingBriefService } from './meeting-brief.service.js';
import { studentContextHandlers } from './student-context-events.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const principal = (role: Principal['role'], userId: string): Principal => ({ userId, email: `${userId}@x.org`, firstName: null, lastName: null, role, sessionId: null });
const MAYA = MAYA_PROFILE_EVENT.studentId;
const MAYA_USER = MAYA_PROFILE_EVENT.userId;
const JORDAN = JORDAN_PROFILE_EVENT.studentId;
const maya = principal('student', MAYA_USER);
const jordan = principal('student', JORDAN_PROFILE_EVENT.userId);
const counselor = principal('counselor', 'u-coach');
const admin = principal('admin', 'u-admin');
/** A profile as the students service publishes it (the event's contract), arriving after the erasure. */
const LATE_PROFILE: EventPayloads[typeof Subjects.studentsProfileUpserted]['profile'] = {
  firstName: 'Maya', lastName: 'Chen', email: null, dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null,
  grade: null, highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
  internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: '2030-06-01T00:00:00.000Z',
};
const NOW = new Date('2030-06-01T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

let stores: ChatStores;
let bus: DurableLocalBus;
let records: ChatRecordsService;
let events: OutboxEvents;
let participant: ReturnType<typeof recordParticipantWiring>;
let subs: Subscription[];
let erased: EventPayloads[typeof Subjects.chatRecordErased][];
let reads: EventPayloads[typeof Subjects.chatRecordRead][];

const turn = (id: string, over: Partial<ChatTurnRecord>): ChatTurnRecord => ({
  id, at: daysAgo(1), actorId: 'u-coach', actorRole: 'counselor', studentId: MAYA, provider: 'offline', answeredBy: 'offline',
  latencyMs: 5, promptTokens: 1, completionTokens: 1, sources: [{ type: 'student_profile', sourceId: null }], outcome: 'ok',
  question: `question ${id}`, answer: `answer ${id}`, ...over,
});

beforeEach(async () => {
  // Real SQLite in memory, the real durable bus in memory; the read model fed by the students' events.
  stores = await openChatStores({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, log);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  records = new ChatRecordsService({ store: stores.records, log, retentionDays: 365, now: () => NOW });
  events = new OutboxEvents(stores.records.outbox, bus, log, () => 10);
  participant = recordParticipantWiring('chat', records, events, log);
  erased = [];
  reads = [];
  subs = [
    ...await subscribeAll(bus, [...studentContextHandlers(stores.contexts, (id) => stores.records.isErased(id)), ...participant.subscriptions]),
    await bus.subscribe(Subjects.chatRecordErased, async (e) => { erased.push(e.data); }, { durable: 'test-erased' }),
    await bus.subscribe(Subjects.chatRecordRead, async (e) => { reads.push(e.data); }, { durable: 'test-reads' }),
  ];
  // (Held as of a past time: events published during a test carry the real clock's time and must be newer.)
  const heldAt = '2025-01-01T00:00:00.000Z';
  for (const e of [MAYA_PROFILE_EVENT, JORDAN_PROFILE_EVENT]) await stores.contexts.upsertProfile(e.studentId, e.userId, parseProfile(e.profile), heldAt);
  await stores.contexts.savePreferences(MAYA, parsePreferences(MAYA_PREFERENCES), heldAt);
  await stores.contexts.addDocument(MAYA, { documentId: 'doc-m', fileName: 'essay.pdf', fileType: 'application/pdf' }, heldAt);
  // Turns about Maya (one rated), one asked by Maya's account, one about Jordan, one with no student.
  await stores.chatLog.append(turn('t-about-1', {}));
  await stores.chatLog.append(turn('t-about-2', { actorId: 'u-admin', actorRole: 'admin' }));
  await stores.answers.rate('t-about-1', { helpful: false, reason: 'Too vague', at: daysAgo(1) });
  await stores.chatLog.append(turn('t-asked', { actorId: MAYA_USER, actorRole: 'student', studentId: null }));
  await stores.chatLog.append(turn('t-jordan', { studentId: JORDAN }));
  await stores.answers.rate('t-jordan', { helpful: true, reason: null, at: daysAgo(1) });
  await stores.chatLog.append(turn('t-general', { studentId: null }));
});
afterEach(async () => {
  for (const s of subs) await s.stop();
  await events.close();
  await bus.close();
  await stores.close();
});

const exported = (who: Principal | null, studentId = MAYA, studentUserId = MAYA_USER) => records.exportPart(who, { studentId, studentUserId });
const turnIds = (v: unknown) => (v as { id: string }[]).map((t) => t.id).sort();

describe('ChatRecordsService: export', () => {
  it('gives an admin and the student the turns asked by and about the student, with text, sources and ratings, and the read model', async () => {
    for (const who of [admin, maya]) {
      const part = await exported(who);
      expect(part.service).toBe('chat');
      expect(turnIds(part.items.chatTurnsAskedByStudent)).toEqual(['t-asked']);
      expect(turnIds(part.items.chatTurnsAboutStudent)).toEqual(['t-about-1', 't-about-2']);
      expect((part.items.chatTurnsAboutStudent as unknown[])[0]).toMatchObject({
        id: 't-about-1', question: 'question t-about-1', answer: 'answer t-about-1', sources: [{ type: 'student_profile', sourceId: null }],
        rating: { helpful: false, reason: 'Too vague' },
      });
      expect(part.items.studentContext).toMatchObject({ userId: MAYA_USER, profile: { firstName: 'Maya', lastName: 'Chen' }, preferences: { overallFeeling: 'Excited' } });
      expect(part.items.studentDocuments).toMatchObject([{ documentId: 'doc-m', fileName: 'essay.pdf', deletedAt: null }]);
      // Nothing of Jordan's, nothing general.
      expect(JSON.stringify(part)).not.toMatch(/t-jordan|t-general|Jordan/);
    }
  });

  it('refuses another student and counselors (403), and the signed-out (401)', async () => {
    await expect(exported(jordan)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exported(jordan, MAYA, jordan.userId)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exported(counselor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exported(null)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('answers an empty part for a student unknown here: to an admin, and to the student for their own account only', async () => {
    const empty = { service: 'chat', items: { chatTurnsAskedByStudent: [], chatTurnsAboutStudent: [], studentContext: null, studentDocuments: [] } };
    expect(await exported(admin, 'student-new', 'u-new')).toEqual(empty);
    expect(await exported(principal('student', 'u-new'), 'student-new', 'u-new')).toEqual(empty);
    await expect(exported(principal('student', 'u-other'), 'student-new', 'u-new')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exported(counselor, 'student-new', 'u-new')).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('ChatRecordsService: erasure', () => {
  const request = { deletionId: 'del-1', studentId: MAYA, studentUserId: MAYA_USER, reason: 'request' as const, requestedBy: 'u-admin' };
  const expected = [
    { item: 'chat turns asked by the student', count: 1 }, { item: 'chat turns about the student', count: 2 },
    { item: 'ratings of those turns', count: 1 }, { item: 'student context', count: 1 }, { item: 'student documents list', count: 1 },
  ];

  it('erases every turn by and about the student and the read model on a deletion request, keeps the rest, and confirms the counts', async () => {
    await bus.publish(Subjects.recordsDeletionRequested, request);
    await until('the confirmation', () => erased.length > 0);
    expect(erased).toEqual([{ deletionId: 'del-1', studentId: MAYA, removed: expected }]);
    for (const id of ['t-about-1', 't-about-2', 't-asked']) expect(await stores.answers.get(id)).toBeNull();
    expect(await stores.contexts.get(MAYA)).toBeNull();
    expect((await stores.records.studentRecord(MAYA, MAYA_USER))).toEqual({ turnsAsked: [], turnsAbout: [], context: null, documents: [] });
    // Jordan's turn (and its rating), the general turn and Jordan's context stay.
    expect((await stores.answers.get('t-jordan'))?.rating?.helpful).toBe(true);
    expect(await stores.answers.get('t-general')).not.toBeNull();
    expect((await stores.contexts.get(JORDAN))?.profile.firstName).toBe('Jordan');
    expect((await stores.chatLog.list(50, 0)).total).toBe(2);
  });

  it('is idempotent: a redelivered request removes nothing more and confirms the same counts', async () => {
    expect(await participant.erase({ ...request, at: NOW.toISOString() })).toEqual(expected);
    expect(await participant.erase({ ...request, at: NOW.toISOString() })).toEqual(expected);
    await until('the second confirmation', () => erased.length >= 2);
    expect(erased.map((e) => e.removed)).toEqual([expected, expected]);
    expect((await stores.chatLog.list(50, 0)).total).toBe(2);
  });

  it('does not rebuild an erased student\'s read model from late events', async () => {
    await participant.erase({ ...request, at: NOW.toISOString() });
    await bus.publish(Subjects.studentsProfileUpserted, { studentId: MAYA, userId: MAYA_USER, profile: LATE_PROFILE });
    await bus.publish(Subjects.documentsDocumentCreated, { documentId: 'doc-late', studentId: MAYA, fileName: 'late.pdf', fileType: 'application/pdf', fileSize: 10 });
    // Jordan's later event is applied: the subscriptions are running, Maya's were dropped.
    await bus.publish(Subjects.documentsDocumentCreated, { documentId: 'doc-j', studentId: JORDAN, fileName: 'j.pdf', fileType: 'application/pdf', fileSize: 10 });
    await bus.publish(Subjects.studentsProfileUpserted, { studentId: JORDAN, userId: JORDAN_PROFILE_EVENT.userId, profile: { ...LATE_PROFILE, firstName: 'Jordan', lastName: 'Later' } });
    await until('Jordan\'s later events applied', async () => (await stores.contexts.get(JORDAN))?.documents.length === 1 && (await stores.contexts.get(JORDAN))?.profile.lastName === 'Later');
    expect((await stores.contexts.get(JORDAN))?.documents).toHaveLength(1);
    expect((await stores.contexts.get(JORDAN))?.profile.lastName).toBe('Later');
    expect(await stores.records.studentRecord(MAYA, MAYA_USER)).toEqual({ turnsAsked: [], turnsAbout: [], context: null, documents: [] });
  });
});

describe('ChatRecordsService: retention', () => {
  it('deletes turns (and their ratings) older than CHAT_RETENTION_DAYS, and keeps recent ones', async () => {
    await stores.chatLog.append(turn('t-old', { at: daysAgo(400) }));
    await stores.answers.rate('t-old', { helpful: true, reason: null, at: daysAgo(399) });
    await stores.chatLog.append(turn('t-just-old', { at: daysAgo(365.01) }));
    await stores.chatLog.append(turn('t-just-recent', { at: daysAgo(364.99) }));
    expect(await records.purgeExpiredTurns()).toEqual({ turns: 2, ratings: 1 });
    expect(await stores.answers.get('t-old')).toBeNull();
    expect(await stores.answers.get('t-just-old')).toBeNull();
    expect(await stores.answers.get('t-just-recent')).not.toBeNull();
    expect((await stores.chatLog.list(50, 0)).total).toBe(6);
    // A year later by the clock, the recent turns have aged out too.
    const later = new ChatRecordsService({ store: stores.records, log, retentionDays: 365, now: () => new Date(NOW.getTime() + 366 * 86_400_000) });
    expect((await later.purgeExpiredTurns()).turns).toBe(6);
    expect((await stores.chatLog.list(50, 0)).total).toBe(0);
  });
});

describe('the access log', () => {
  it('reports a meeting brief and a staff turn about a student before answering; a turn about no student is not reported', async () => {
    const recordReads = new RecordReads(bus, Subjects.chatRecordRead, log);
    const briefs = new MeetingBriefService({ contexts: stores.contexts, model: null, log, reads: recordReads, today: () => '2030-06-01' });
    const chat = new ChatService({
      contexts: stores.contexts, search: await knowledgeSearchOver(demoChunks()), prompts: { current: async () => 'Prompt' },
      answerers: { model: null, offline: new OfflineAnswerer() }, chatLog: stores.chatLog, limiter: null, log, topK: 3, reads: recordReads,
    });
    await briefs.brief({ ...counselor, firstName: 'Cora', lastName: 'Reyes' }, MAYA);
    await chat.turn(admin, null, { message: 'What are her next deadlines?', studentId: MAYA, provider: 'offline' });
    await chat.turn(counselor, null, { message: 'When does the FAFSA open?', provider: 'offline' });
    await until('both staff reads', () => reads.length >= 2);
    await quietPeriod(50); // the turn about no student is not reported: nothing to wait for, so room for it to show up
    expect(reads).toEqual([
      { studentId: MAYA, actorId: 'u-coach', actorRole: 'counselor', actorName: 'Cora Reyes', parts: ['meeting_brief'], detail: null },
      { studentId: MAYA, actorId: 'u-admin', actorRole: 'admin', actorName: 'u-admin@x.org', parts: ['chat'], detail: null },
    ]);
  });

  it('reports nothing for a read it refuses, and refuses a staff read that cannot be logged', async () => {
    const closed = await DurableLocalBus.open({ dataDir: ':memory:', log });
    await closed.close();
    const briefs = (b: DurableLocalBus) => new MeetingBriefService({ contexts: stores.contexts, model: null, log, reads: new RecordReads(b, Subjects.chatRecordRead, log) });
    await expect(briefs(bus).brief({ ...counselor, schoolIds: ['school-elsewhere'] }, MAYA)).rejects.toBeInstanceOf(NotFoundError);
    await expect(briefs(bus).brief(maya, MAYA)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(briefs(closed).brief(counselor, MAYA)).rejects.toThrow(/cannot be shown right now/);
    await quietPeriod(50); // refused reads are not reported: no condition to wait for, so a pause
    expect(reads).toEqual([]);
  });
});
