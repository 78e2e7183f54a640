import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DurableLocalBus, RecordReads, createLogger, openSqlite, type Principal, type SqliteDatabase, type Subscription } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { GeminiAnswerer } from '../src/adapters/gemini/gemini-answerer.js';
import { OfflineAnswerer } from '../src/adapters/offline/offline-answerer.js';
import { OpenAiCompatibleAnswerer } from '../src/adapters/openai/openai-answerer.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteChatLog } from '../src/adapters/sqlite/sqlite-chat-log.js';
import { SqliteStudentContextStore } from '../src/adapters/sqlite/sqlite-student-context-store.js';
import { ChatService, type ChatDeps } from '../src/application/chat.service.js';
import { subscribeAll } from '@counsel/kit';
import { studentContextHandlers } from '../src/application/student-context-events.js';
import type { Answerer } from '../src/ports/answerer.js';
import { demoChunks } from './support/demo-knowledge.js';
import { FakeGemini } from './support/fake-gemini.js';
import { FakeOpenAi } from './support/fake-openai.js';
import { knowledgeSearchOver } from './support/knowledge-search.js';
import { until } from '../../kit/test/support/eventually.js';

/**
 * What leaves the portal (docs/ai-data-flow.md): a student whose record holds an email address, a date of birth,
 * a last name and a document whose file name carries the full name is asked about, through the real event path
 * into chat's read model; the raw HTTP bodies the fake OpenAI-compatible and Gemini servers receive must hold
 * none of those, while the offline answerer, which runs in-process, still reads the whole record.
 */
const log = createLogger('test', 'silent');
const counselor: Principal = { userId: 'counselor-1', email: 'c@x.org', firstName: null, lastName: null, role: 'counselor', sessionId: null };
const STUDENT = { studentId: 'student-outbound-1', userId: 'user-outbound-1' };
const WITHHELD = {
  lastName: 'Okonkwo-Delacroix',
  email: 'amara.okonkwo@district.example.org',
  dateOfBirth: '2008-03-14',
  fileName: 'Amara_Okonkwo-Delacroix_transcript.pdf',
};
const QUESTION = `When does the FAFSA open for Amara ${WITHHELD.lastName} (${WITHHELD.email}), and is her transcript on file?`;

let fakeOpenAi: FakeOpenAi;
let fakeGemini: FakeGemini;
let db: SqliteDatabase;
let bus: DurableLocalBus;
let subscriptions: Subscription[];
let deps: ChatDeps;
const searched: string[] = [];

beforeAll(async () => {
  [fakeOpenAi, fakeGemini] = await Promise.all([new FakeOpenAi().start(), new FakeGemini().start()]);
});
afterAll(async () => { await Promise.all([fakeOpenAi.close(), fakeGemini.close()]); });

beforeEach(async () => {
  fakeOpenAi.reset();
  fakeGemini.requests.length = 0;
  searched.length = 0;
  db = openSqlite(':memory:', 'chat', migrations);
  const contexts = new SqliteStudentContextStore(db);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  subscriptions = await subscribeAll(bus, studentContextHandlers(contexts));
  await bus.publish(Subjects.studentsProfileUpserted, {
    ...STUDENT, schoolId: null,
    profile: {
      firstName: 'Amara', lastName: WITHHELD.lastName, email: WITHHELD.email, dateOfBirth: WITHHELD.dateOfBirth, siblings: '2',
      gpa: 3.71, satScore: 1410, actScore: null, classRank: '22/301', grade: '12',
      highSchoolName: 'Lincoln High School', highSchoolLocation: 'Portland, OR', apIbHonors: 'AP Biology',
      activitiesOutsideSchool: null, clubs: 'Debate', internshipsVolunteer: null,
      leadership: `Debate captain; parents reach her at ${WITHHELD.email}`, targetColleges: 6,
      courses: [{ courseName: 'AP Biology', level: 'AP', grade: 'A' }], activities: [], updatedAt: '2026-11-01T00:00:00.000Z',
    },
  });
  await bus.publish(Subjects.documentsDocumentCreated, { documentId: 'doc-1', studentId: STUDENT.studentId, fileName: WITHHELD.fileName, fileType: 'application/pdf', fileSize: 1200 });
  await until('the document in the read model', async () => (await contexts.get(STUDENT.studentId))?.documents.length);
  const search = await knowledgeSearchOver(demoChunks());
  deps = {
    contexts,
    // The real search, recording the query it is given (the knowledge service's embedder may be Gemini).
    search: { search: (query, k, token) => { searched.push(query); return search.search(query, k, token); } },
    prompts: { current: async () => 'You are a careful counselor assistant.' },
    answerers: { model: null, offline: new OfflineAnswerer() },
    chatLog: new SqliteChatLog(db),
    limiter: null, log, topK: 5, today: () => '2026-11-24', reads: new RecordReads(bus, Subjects.chatRecordRead, log),
  };
});
afterEach(async () => {
  for (const s of subscriptions) await s.stop();
  await bus.close();
  db.close();
});

const ask = (model: Answerer | null) =>
  new ChatService({ ...deps, answerers: { model, offline: new OfflineAnswerer() } })
    .turn(counselor, null, { message: QUESTION, studentId: STUDENT.studentId, provider: 'gemini' });

/** The body went out with the student in it (so the test can fail), and without any withheld field. */
function expectMinimal(raw: string) {
  expect(raw).toContain('Amara');
  expect(raw).toContain('GPA: 3.71');
  expect(raw).toContain('Amara transcript');
  for (const [field, value] of Object.entries(WITHHELD)) expect({ field, found: raw.includes(value) }).toEqual({ field, found: false });
  expect({ found: /Okonkwo|Delacroix/.test(raw) }).toEqual({ found: false });
  expect({ found: /@/.test(raw) }).toEqual({ found: false });
  expect({ found: /2008|03\/14/.test(raw) }).toEqual({ found: false });
  // No internal ids, and nothing about who asked.
  for (const id of [STUDENT.studentId, STUDENT.userId, 'doc-1', counselor.userId]) expect({ id, found: raw.includes(id) }).toEqual({ id, found: false });
}

describe('what leaves the portal for an external model', () => {
  it('the OpenAI-compatible server receives no email, date of birth, last name or file name', async () => {
    const r = await ask(new OpenAiCompatibleAnswerer({ baseUrl: fakeOpenAi.url, model: 'llama3.1:8b', timeoutMs: 2000, attempts: 1, backoffMs: 0, log }));
    expect(r.answeredBy).toBe('openai');
    expect(fakeOpenAi.requests).toHaveLength(1);
    expectMinimal(fakeOpenAi.requests[0].raw);
  });

  it('Gemini receives no email, date of birth, last name or file name', async () => {
    const r = await ask(new GeminiAnswerer({ apiKey: 'test-key', model: 'gemini-test', baseUrl: fakeGemini.url, timeoutMs: 2000, attempts: 1, backoffMs: 0, log }));
    expect(r.answeredBy).toBe('gemini');
    expect(fakeGemini.requests).toHaveLength(1);
    expectMinimal(fakeGemini.requests[0].raw);
  });

  it('the search query carries no email or last name either', async () => {
    await ask(null);
    expect(searched).toHaveLength(1);
    expect(searched[0]).toContain('FAFSA');
    expect(searched[0]).not.toMatch(/Okonkwo|Delacroix|@/);
  });

  it('the offline answerer, in-process, still reads the whole record', async () => {
    const r = await ask(null);
    expect(r.answeredBy).toBe('offline');
    const profile = r.sources.find((s) => s.type === 'student_profile');
    expect(profile?.content ?? r.response).toMatch(/Amara/);
    // Nothing was sent to either server.
    expect(fakeOpenAi.requests).toHaveLength(0);
    expect(fakeGemini.requests).toHaveLength(0);
  });
});
