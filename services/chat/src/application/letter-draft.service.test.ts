import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DurableLocalBus, ForbiddenError, NotFoundError, RecordReads, ValidationError, createLogger, openSqlite, type Principal, type SqliteDatabase, type Subscription,
} from '@counsel/kit';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { GeminiAnswerer } from '../adapters/gemini/gemini-answerer.js';
import { OpenAiCompatibleAnswerer } from '../adapters/openai/openai-answerer.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteStudentContextStore } from '../adapters/sqlite/sqlite-student-context-store.js';
import { parseProfile } from '../domain/student-context.js';
import type { CounselingRecord } from '../domain/counseling.js';
import type { DraftRequest, LetterMaterialSource } from '../ports/letter-material-source.js';
import { FakeGemini } from '../../test/support/fake-gemini.js';
import { FakeOpenAi } from '../../test/support/fake-openai.js';
import { MAYA_PROFILE_EVENT } from '../../test/support/demo-students.js';
import { LetterDraftService, type LetterDraftDeps } from './letter-draft.service.js';

const log = createLogger('test', 'silent');
const as = (role: Principal['role'], userId = `${role}-1`, schoolIds = ['school-a']): Principal =>
  ({ userId, email: `${role}@x.org`, firstName: null, lastName: null, role, sessionId: null, schoolIds });
const counselor = as('counselor');
const teacher = as('teacher', 'teacher-1');
const MAYA = MAYA_PROFILE_EVENT.studentId;

/** Text only a counselor may see: it must never reach a teacher's draft, nor a model with the switch off. */
const NOTE_TEXT = 'Family going through a divorce; Maya carried her younger brother through it';
const MEETING_NOTE = 'Talked through her anxiety about the ED deadline';
const BRAG = [
  { questionId: 'q1', prompt: 'What are you most proud of?', answer: 'Building the tutoring program from zero to forty tutors' },
  { questionId: 'q2', prompt: 'What should a letter say about you?', answer: 'That I keep going when the robot fails' },
];
const REQUEST_NOTE = 'Please mention my physics project on bridge loads';

/** The letters and counseling subgraphs as the caller's token would see them. */
class Material implements LetterMaterialSource {
  requests = new Map<string, DraftRequest>();
  async request(id: string) { return this.requests.get(id) ?? null; }
  async bragSheet() { return BRAG; }
  async meetings() { return [{ id: 'm-1', date: '2026-10-02', topics: ['ED plan'], note: MEETING_NOTE }]; }
}

const request = (over: Partial<DraftRequest> = {}): DraftRequest => ({
  id: 'req-1', studentId: MAYA, state: 'accepted', note: REQUEST_NOTE, teacherUserId: 'teacher-1',
  student: { name: 'Maya Chen', firstName: 'Maya', grade: '12', schoolId: 'school-a' }, colleges: ['Rice University'], bragSheet: BRAG, ...over,
});

let db: SqliteDatabase;
let material: Material;
let bus: DurableLocalBus;
let sub: Subscription;
let reads: EventPayloads[typeof Subjects.chatRecordRead][];
let deps: LetterDraftDeps;
let notesAllowed: boolean;

beforeEach(async () => {
  db = openSqlite(':memory:', 'chat', migrations);
  const contexts = new SqliteStudentContextStore(db);
  await contexts.upsertProfile(MAYA, MAYA_PROFILE_EVENT.userId, parseProfile(MAYA_PROFILE_EVENT.profile), '2025-01-01T00:00:00.000Z', 'school-a');
  material = new Material();
  material.requests.set('req-1', request());
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  reads = [];
  sub = await bus.subscribe(Subjects.chatRecordRead, async (e) => { reads.push(e.data); }, { durable: 'test-reads' });
  notesAllowed = false;
  const record: CounselingRecord = { notes: [{ id: 'note-1', text: NOTE_TEXT, pinned: false, tags: [], date: '2026-09-10' }], tasks: [] };
  deps = {
    contexts, model: null, material, reads: new RecordReads(bus, Subjects.chatRecordRead, log), log,
    counseling: { forStudent: async () => record },
    notesPolicy: { notesToExternalModels: async () => notesAllowed },
  };
});
afterEach(async () => {
  await sub.stop();
  await bus.close();
  db.close();
});

const draft = (p: Principal | null, args: { studentId?: string; kind: string; requestId?: string | null }, d = deps) =>
  new LetterDraftService(d).draft(p, 'token', { studentId: MAYA, ...args });

describe('the offline outline', () => {
  it('cites an item of that student on every line, in the four sections, and logs the staff read', async () => {
    const r = await draft(counselor, { kind: 'counselor_letter' });
    expect(r).toMatchObject({ form: 'outline', answeredBy: 'offline', model: null, kind: 'counselor_letter' });
    expect(new Set(r.sentences.map((s) => s.section))).toEqual(new Set(['academics', 'activities', 'character', 'letter']));
    const markers = new Set(r.sources.map((s) => s.marker));
    for (const s of r.sentences) {
      expect(s.unsupported).toBe(false);
      expect(s.citations.length).toBeGreaterThan(0);
      for (const c of s.citations) expect(markers.has(c)).toBe(true);
      expect(s.text).toContain(`[${s.citations[0]}]`);
    }
    // Every source is Maya's record: her profile, her courses and activities, her note, meeting and brag sheet.
    expect(r.sources.map((s) => s.type)).toEqual(expect.arrayContaining(['student_profile', 'course', 'activity', 'counselor_note', 'meeting', 'brag_sheet']));
    expect(r.sources.find((s) => s.type === 'student_profile')?.sourceId).toBe(MAYA);
    expect(r.sentences.map((s) => s.text).join('\n')).toContain(NOTE_TEXT);
    await until('the staff read in the access log', async () => reads.length === 1);
    expect(reads[0]).toMatchObject({ studentId: MAYA, actorId: counselor.userId, parts: ['profile', 'college_list'], detail: 'letter_draft' });
  });

  it('a teacher\'s outline holds only what the student shared with the request', async () => {
    const r = await draft(teacher, { kind: 'teacher_letter', requestId: 'req-1' });
    const all = JSON.stringify(r);
    expect(all).toContain(REQUEST_NOTE);
    expect(all).toContain(BRAG[0].answer);
    expect(all).toContain('Rice University');
    // Nothing of the counselor's record, nor the profile beyond name, grade and school.
    for (const hidden of [NOTE_TEXT, MEETING_NOTE, 'peer tutoring', 'AP Calculus', '3.94', 'Chen']) expect({ hidden, found: all.includes(hidden) }).toEqual({ hidden, found: false });
    expect(new Set(r.sources.map((s) => s.type))).toEqual(new Set(['student_profile', 'brag_sheet', 'request_note', 'college_list']));
    // A teacher is no staff reader of the record: letters answers them (and logs what it decides to).
    await draft(counselor, { kind: 'counselor_letter' });
    await until('the counselor\'s read, after the teacher\'s draft', async () => reads.length === 1);
    expect(reads.map((r) => r.actorId)).toEqual([counselor.userId]);
  });

  it('without the brag sheet shared, a teacher\'s outline has none of it', async () => {
    material.requests.set('req-1', request({ bragSheet: null }));
    const all = JSON.stringify(await draft(teacher, { kind: 'teacher_letter', requestId: 'req-1' }));
    expect(all).toContain(REQUEST_NOTE);
    for (const b of BRAG) expect(all).not.toContain(b.answer);
  });
});

describe('who may draft which letter', () => {
  it('a student is refused (403), before the input is looked at', async () => {
    await expect(draft(as('student'), { kind: 'nonsense' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(draft(null, { kind: 'counselor_letter' })).rejects.toThrow();
  });

  it('a counselor of another school, or an unknown student, is 404', async () => {
    await expect(draft(as('counselor', 'c-2', ['school-b']), { kind: 'counselor_letter' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(draft(counselor, { kind: 'counselor_letter', studentId: 'nobody' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a teacher not asked, a request not accepted, another student\'s request: 404', async () => {
    await expect(draft(as('teacher', 'teacher-2'), { kind: 'teacher_letter', requestId: 'req-1' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(draft(teacher, { kind: 'teacher_letter', requestId: 'req-unknown' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(draft(teacher, { kind: 'teacher_letter', requestId: 'req-1', studentId: 'other-student' })).rejects.toBeInstanceOf(NotFoundError);
    for (const state of ['requested', 'declined', 'cancelled', 'submitted']) {
      material.requests.set('req-1', request({ state }));
      await expect(draft(teacher, { kind: 'teacher_letter', requestId: 'req-1' })).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it('the kind must be the caller\'s: 403 for the other kind, 400 for an unknown one or a missing request', async () => {
    await expect(draft(teacher, { kind: 'counselor_letter' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(draft(counselor, { kind: 'teacher_letter', requestId: 'req-1' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(draft(counselor, { kind: 'essay' })).rejects.toThrow(new ValidationError('kind must be one of counselor_letter, teacher_letter'));
    await expect(draft(teacher, { kind: 'teacher_letter' })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('a draft by an OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => { fake = await new FakeOpenAi().start(); });
  afterAll(async () => { await fake.close(); });
  beforeEach(() => { fake.reset(); });
  const withModel = () => ({ ...deps, model: new OpenAiCompatibleAnswerer({ baseUrl: fake.url, model: 'llama3.1:8b', timeoutMs: 3000, attempts: 1, backoffMs: 0, log }) });

  it('marks an uncited sentence and one citing an item that was not sent', async () => {
    fake.plan({ chunks: ['Maya is the finest student I have taught. ', 'She captained the robotics club [A1]. ', 'She won a national prize [Z9].'] });
    const r = await draft(counselor, { kind: 'counselor_letter' }, withModel());
    expect(r).toMatchObject({ form: 'draft', answeredBy: 'openai', model: 'llama3.1:8b' });
    expect(r.sentences).toEqual([
      { text: 'Maya is the finest student I have taught.', citations: [], unsupported: true, section: null },
      { text: 'She captained the robotics club [A1].', citations: ['A1'], unsupported: false, section: null },
      { text: 'She won a national prize.', citations: [], unsupported: true, section: null },
    ]);
    expect(r.sources.map((s) => s.marker)).toEqual(['A1']);
  });

  it('with the notes switch off, the server receives no note text; with it on, it does', async () => {
    fake.plan({ chunks: ['She leads [A1].'] }, { chunks: ['She leads [A1].'] });
    const off = await draft(counselor, { kind: 'counselor_letter' }, withModel());
    expect(off.notesWithheld).toBe(true);
    const raw = fake.requests[0].raw;
    // The request carried the record (so the test can fail), but no note of the counselor's.
    expect(raw).toContain('Robotics Club');
    expect(raw).toContain(BRAG[0].answer);
    expect(raw).not.toContain('divorce');
    expect(raw).not.toContain(MEETING_NOTE);
    notesAllowed = true;
    const on = await draft(counselor, { kind: 'counselor_letter' }, withModel());
    expect(on.notesWithheld).toBe(false);
    expect(fake.requests[1].raw).toContain('divorce');
    expect(fake.requests[1].raw).toContain(MEETING_NOTE);
  });

  it('a teacher\'s request to the server holds nothing the student did not share', async () => {
    notesAllowed = true;
    fake.plan({ chunks: ['She asked me to mention her bridge project [R].'] });
    const r = await draft(teacher, { kind: 'teacher_letter', requestId: 'req-1' }, withModel());
    expect(r.sentences[0]).toMatchObject({ unsupported: false, citations: ['R'] });
    const raw = fake.requests[0].raw;
    expect(raw).toContain(REQUEST_NOTE);
    for (const hidden of ['divorce', MEETING_NOTE, 'AP Calculus', '3.94', 'Chen', MAYA]) expect({ hidden, found: raw.includes(hidden) }).toEqual({ hidden, found: false });
  });
});

describe('a draft by Gemini', () => {
  let gemini: FakeGemini;
  beforeAll(async () => { gemini = await new FakeGemini().start(); });
  afterAll(async () => { await gemini.close(); });

  it('is checked the same way, and receives no note text with the switch off', async () => {
    gemini.plan({ chunks: ['She captained the robotics club [A1]. ', 'Everyone adores her.'] });
    const model = new GeminiAnswerer({ apiKey: 'test-key', model: 'gemini-test', baseUrl: gemini.url, timeoutMs: 3000, attempts: 1, backoffMs: 0, log });
    const r = await draft(counselor, { kind: 'counselor_letter' }, { ...deps, model });
    expect(r).toMatchObject({ form: 'draft', answeredBy: 'gemini', notesWithheld: true });
    expect(r.sentences.map((s) => s.unsupported)).toEqual([false, true]);
    const raw = gemini.requests.map((q) => q.raw).join('\n');
    expect(raw).toContain('Robotics Club');
    expect(raw).not.toContain('divorce');
    expect(raw).not.toContain(MEETING_NOTE);
  });
});
