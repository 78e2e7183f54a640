import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DurableLocalBus, ForbiddenError, NotFoundError, RecordReads, UnauthenticatedError, UnavailableError, ValidationError, createLogger, openSqlite, type Principal, type SqliteDatabase,
} from '@counsel/kit';
import { Subjects, type CollegeListChanged } from '@counsel/proto-events';
import { OpenAiCompatibleAnswerer } from '../adapters/openai/openai-answerer.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteStudentContextStore } from '../adapters/sqlite/sqlite-student-context-store.js';
import { parsePreferences, parseProfile } from '../domain/student-context.js';
import type { AnswerChunk, AnswerInput, Answerer } from '../ports/answerer.js';
import { MAYA_LIST, TODAY } from '../../test/support/demo-college-lists.js';
import { FakeOpenAi } from '../../test/support/fake-openai.js';
import { MAYA_PREFERENCES, MAYA_PROFILE_EVENT } from '../../test/support/demo-students.js';
import { MeetingBriefService, type MeetingBriefDeps, type MeetingBriefResult } from './meeting-brief.service.js';
import { subscribeAll } from '@counsel/kit';
import { studentContextHandlers } from './student-context-events.js';
import { until } from '../../../kit/test/support/eventually.js';

const principal = (role: Principal['role'], userId = `${role}-1`): Principal => ({ userId, email: `${role}@x.org`, firstName: null, lastName: null, role, sessionId: null });
const counselor = principal('counselor');
const MAYA = MAYA_PROFILE_EVENT.studentId;

/** Maya's list plus a second binding plan: Rice ED, due in 5 days with essays missing, next to an ED2. */
const LIST: CollegeListChanged = {
  ...MAYA_LIST,
  applications: [
    ...MAYA_LIST.applications,
    { ...MAYA_LIST.applications[0], applicationId: 'a-227757', collegeId: '227757', collegeName: 'Rice University', city: 'Houston', state: 'TX', plan: 'ED', status: 'planning', deadline: '2026-11-29', missing: ['Essays'], flags: ['TWO_BINDING'] },
    { ...MAYA_LIST.applications[0], applicationId: 'a-198419', collegeId: '198419', collegeName: 'Duke University', city: 'Durham', state: 'NC', plan: 'ED2', status: 'planning', deadline: '2027-01-04', missing: [], flags: ['TWO_BINDING'] },
  ],
};

/** A model that answers with the given text (or fails), recording what it was sent. */
class ScriptedModel implements Answerer {
  readonly name = 'gemini' as const;
  readonly model = 'fake-model';
  inputs: AnswerInput[] = [];
  constructor(private readonly answer: string | Error) {}
  async *stream(input: AnswerInput): AsyncIterable<AnswerChunk> {
    this.inputs.push(input);
    if (this.answer instanceof Error) throw this.answer;
    yield { type: 'delta', text: this.answer };
    yield { type: 'usage', usage: { promptTokens: 1, completionTokens: 1 } };
  }
}

let db: SqliteDatabase;
let bus: DurableLocalBus;
let stops: { stop(): Promise<void> }[];
let deps: MeetingBriefDeps;

/** Feeds the read model the way production does: the students' and colleges' events over the durable bus. */
beforeEach(async () => {
  db = openSqlite(':memory:', 'chat', migrations);
  const contexts = new SqliteStudentContextStore(db);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log: createLogger('test', 'silent') });
  stops = await subscribeAll(bus, studentContextHandlers(contexts));
  await contexts.upsertProfile(MAYA, MAYA_PROFILE_EVENT.userId, parseProfile(MAYA_PROFILE_EVENT.profile), '2025-01-01T00:00:00.000Z', 'school-a');
  await contexts.savePreferences(MAYA, parsePreferences(MAYA_PREFERENCES), '2025-01-01T00:00:00.000Z');
  await bus.publish(Subjects.collegesListChanged, LIST);
  await until('Maya\'s college list in the read model', async () => (await contexts.get(MAYA))?.collegeList.length === LIST.applications.length);
  deps = { contexts, model: null, log: createLogger('test', 'silent'), today: () => TODAY, reads: new RecordReads(bus, Subjects.chatRecordRead, createLogger('test', 'silent')) };
});
afterEach(async () => {
  for (const s of stops) await s.stop();
  await bus.close();
  db.close();
});

const ofA: Principal = { ...counselor, schoolIds: ['school-a'] };
const lines = (b: MeetingBriefResult, key: string) => b.sections.find((s) => s.key === key)!.lines;
const texts = (b: MeetingBriefResult, key: string) => lines(b, key).map((l) => l.text);

describe('MeetingBriefService', () => {
  it('refuses the signed-out and students; answers 404 to staff who may not see the student, and for an unknown one', async () => {
    const service = new MeetingBriefService(deps);
    await expect(service.brief(null, MAYA)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(service.brief(principal('student'), MAYA)).rejects.toBeInstanceOf(ForbiddenError);
    // A student is refused before the id is read: no 400 tells them anything.
    await expect(service.brief(principal('student'), '../x')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.brief(ofA, '../x')).rejects.toThrow(new ValidationError('Invalid student id'));
    await expect(service.brief({ ...counselor, schoolIds: ['school-b'] }, MAYA)).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(service.brief(counselor, MAYA)).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(service.brief(ofA, 'nobody')).rejects.toThrow(new NotFoundError('Student not found'));
    expect((await service.brief(principal('admin'), MAYA)).studentName).toBe('Maya Chen');
  });

  it('briefs a seeded student with a list offline: counts, next deadlines, missing materials, flags, each cited', async () => {
    const b = await new MeetingBriefService(deps).brief(ofA, MAYA);
    expect(b).toMatchObject({ studentId: MAYA, studentName: 'Maya Chen', today: TODAY, answeredBy: 'offline', model: null });
    expect(b.sections.map((s) => s.key)).toEqual(['student', 'college_list', 'deadlines', 'missing_materials', 'flags', 'academic_plan', 'profile_gaps', 'topics']);
    expect(texts(b, 'student')[1]).toBe('GPA 3.94, SAT 1520, ACT 34, class rank 8/412');
    expect(texts(b, 'college_list')[0]).toBe('7 colleges on the list: 1 researching, 4 planning to apply, 1 in progress, 1 submitted');
    expect(texts(b, 'deadlines').slice(0, 3)).toEqual([
      '2026-11-26 (in 2 days): University of California-San Diego, Regular Decision',
      '2026-11-29 (in 5 days): Rice University, Early Decision',
      '2026-11-30 (in 6 days): University of California-Berkeley, Regular Decision',
    ]);
    expect(lines(b, 'deadlines')[1].sources).toEqual([{ type: 'college_list', recordId: 'a-227757' }]);
    expect(texts(b, 'missing_materials')).toContain('Rice University: Essays');
    expect(texts(b, 'flags')).toEqual(['Two binding applications: Rice University (Early Decision) and Duke University (Early Decision II); a student may hold only one']);
    expect(texts(b, 'profile_gaps')).toEqual(['No documents uploaded']);
    const topics = lines(b, 'topics');
    expect(topics.map((t) => t.text)).toEqual([
      'Binding applications: Maya has 2 (Rice University, Early Decision; Duke University, Early Decision II) and may hold only one; decide which to keep',
      'Due within 14 days with materials missing: University of California-San Diego in 2 days (2 items); Rice University in 5 days (1 item); University of California-Berkeley in 6 days (2 items)',
      'Confirm the deadlines for Massachusetts Institute of Technology: none entered yet',
    ]);
    for (const section of b.sections) for (const l of section.lines) expect(l.sources.length).toBeGreaterThan(0);
  });

  it('lets a model reword the topics, sending it the topics only (first name, no email, no record)', async () => {
    const model = new ScriptedModel([
      '1. Ask Maya which of Rice University and Duke University she would keep: she may hold only one binding plan.',
      '2. Plan the next week: UC San Diego in 2 days, Rice in 5 days, Berkeley in 6 days still need materials.',
      '3. Check the deadline for Massachusetts Institute of Technology together.',
    ].join('\n'));
    const b = await new MeetingBriefService({ ...deps, model }).brief(ofA, MAYA);
    expect(b).toMatchObject({ answeredBy: 'gemini', model: 'fake-model' });
    expect(texts(b, 'topics')[0]).toBe('Ask Maya which of Rice University and Duke University she would keep: she may hold only one binding plan.');
    // The sources stay the rules' own, and every other section is the offline assembly.
    expect(lines(b, 'topics')[0].sources.map((s) => s.recordId)).toEqual(['a-227757', 'a-198419']);
    expect(texts(b, 'college_list')[0]).toContain('7 colleges on the list');
    const sent = model.inputs[0];
    expect(sent.student).toBeNull();
    expect(sent.passages).toEqual([]);
    expect(`${sent.prompt.system}\n${sent.prompt.user}`).not.toMatch(/Chen|maya\.chen@|3\.94|1520|Lakeside/);
  });

  it.each([
    ['the model fails', new UnavailableError('The AI model is unavailable right now. Please try again in a moment.')],
    ['the model invents a date', '1. Rice is due 2026-12-01.\n2. Finish materials.\n3. Check MIT.'],
    ['the model answers two lines for three topics', '1. One.\n2. Two.'],
  ])('falls back to the offline topics when %s', async (_, answer) => {
    const b = await new MeetingBriefService({ ...deps, model: new ScriptedModel(answer) }).brief(ofA, MAYA);
    expect(b).toMatchObject({ answeredBy: 'offline', model: null });
    expect(texts(b, 'topics')[0]).toMatch(/^Binding applications: Maya has 2/);
  });
});

describe('MeetingBriefService with an OpenAI-compatible server (the real adapter over HTTP)', () => {
  const fake = new FakeOpenAi();
  beforeAll(() => fake.start());
  afterAll(() => fake.close());
  afterEach(() => fake.reset());
  const answerer = () => new OpenAiCompatibleAnswerer({ baseUrl: fake.url, model: 'llama3.1:8b', timeoutMs: 2000, attempts: 1, backoffMs: 0, log: createLogger('test', 'silent') });

  it('sends the topics only, without the email or last name typed into a concern, and keeps the streamed wording', async () => {
    await deps.contexts.savePreferences(MAYA, parsePreferences({ ...MAYA_PREFERENCES, concerns: 'Cost; write to maya.chen@counsel.local or ask Mrs Chen' }), '2025-06-01T00:00:00.000Z');
    // A calm list (one application, submitted): the concern is the first topic.
    await deps.contexts.saveCollegeList(MAYA, [{ ...LIST.applications[1], fit: { level: 'LIKELY', reason: '' } }], '2026-11-23T00:00:00.000Z');
    fake.plan({ chunks: ['1. Start with what worries Maya most: cost.\n', '2. Look at where her one application stands.\n', '3. Ask how the search feels now.'] });
    const b = await new MeetingBriefService({ ...deps, model: answerer() }).brief(ofA, MAYA);
    expect(b).toMatchObject({ answeredBy: 'openai', model: 'llama3.1:8b' });
    expect(texts(b, 'topics')).toEqual(['Start with what worries Maya most: cost.', 'Look at where her one application stands.', 'Ask how the search feels now.']);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0].raw;
    expect(sent).toContain("Maya's main concern: Cost; write to [email withheld] or ask Mrs [last name withheld]");
    expect(sent).not.toMatch(/maya\.chen@|Chen|Lakeside|1520|Stanford/);
    // The counselor's own brief still reads the concern as typed.
    expect(texts(b, 'student').join(' ')).toContain('maya.chen@counsel.local');
  });

  it('falls back to the offline topics when the server answers 500', async () => {
    fake.plan({ status: 500 });
    const b = await new MeetingBriefService({ ...deps, model: answerer() }).brief(ofA, MAYA);
    expect(b).toMatchObject({ answeredBy: 'offline', model: null });
    expect(texts(b, 'topics')[0]).toMatch(/^Binding applications: Maya has 2/);
  });
});
