// The student's academic plan in the assistant and the pre-meeting brief: planning's plan-changed events feed chat's
// read model over the bus (never planning's store); answers about courses, graduation, a-g or NCAA cite it [A].
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DurableLocalBus, NotFoundError, RecordReads, createLogger, openSqlite, subscribeAll, type Principal, type SqliteDatabase,
} from '@counsel/kit';
import { Subjects, type PlanChanged } from '@counsel/proto-events';
import { OfflineAnswerer } from '../src/adapters/offline/offline-answerer.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteChatLog } from '../src/adapters/sqlite/sqlite-chat-log.js';
import { SqliteStudentContextStore } from '../src/adapters/sqlite/sqlite-student-context-store.js';
import { ChatService, type ChatDeps } from '../src/application/chat.service.js';
import { MeetingBriefService } from '../src/application/meeting-brief.service.js';
import { studentContextHandlers } from '../src/application/student-context-events.js';
import { parseProfile } from '../src/domain/student-context.js';
import type { AnswerChunk, AnswerInput, Answerer } from '../src/ports/answerer.js';
import { until } from '../../kit/test/support/eventually.js';
import { demoChunks } from './support/demo-knowledge.js';
import { knowledgeSearchOver } from './support/knowledge-search.js';
import { JORDAN_PROFILE_EVENT, MAYA_PROFILE_EVENT } from './support/demo-students.js';
import { TODAY } from './support/demo-college-lists.js';

const MAYA = MAYA_PROFILE_EVENT.studentId;
const JORDAN = JORDAN_PROFILE_EVENT.studentId;
const counselorOf = (schoolIds: string[]): Principal => ({ userId: 'c-1', email: 'c@x.org', firstName: null, lastName: null, role: 'counselor', sessionId: null, schoolIds });
const counselorA = counselorOf(['school-a']);

/** What planning publishes after Maya's plan was returned: a-g at risk (lab science, a language), NCAA on track. */
const PLAN: PlanChanged = {
  studentId: MAYA, studentUserId: MAYA_PROFILE_EVENT.userId, schoolId: 'school-a', status: 'RETURNED', track: 'AT_RISK', completedCourses: 21, plannedCourses: 9,
  sets: [
    {
      setId: 'builtin-uc-csu-a-g', setName: 'UC/CSU a-g subject requirements', status: 'AT_RISK', summary: 'At risk: d. Science; e. Language other than English still missing',
      missing: [
        { label: 'd. Science', summary: 'd. Science: 1 year missing of 2 (1 completed, 0 planned)' },
        { label: 'e. Language other than English', summary: 'e. Language other than English: 1 year missing of 2 (1 completed, 0 planned)' },
      ],
    },
    { setId: 'builtin-ncaa-division-i', setName: 'NCAA Division I core courses', status: 'ON_TRACK', summary: 'On track', missing: [] },
  ],
  problems: ['AP Calculus AB (CALC) in grade 11 the full year needs GEO first, which is not in the plan'],
  updatedAt: '2026-11-20T15:00:00.000Z',
};

/** A model that cites the plan, recording what it was sent. */
class PlanCitingModel implements Answerer {
  readonly name = 'gemini' as const;
  readonly model = 'fake';
  inputs: AnswerInput[] = [];
  async *stream(input: AnswerInput): AsyncIterable<AnswerChunk> {
    this.inputs.push(input);
    yield { type: 'delta', text: 'Maya still needs a lab science year for a-g [A].' };
    yield { type: 'usage', usage: { promptTokens: 1, completionTokens: 1 } };
  }
}

let db: SqliteDatabase;
let bus: DurableLocalBus;
let stops: { stop(): Promise<void> }[];
let deps: ChatDeps;
let model: PlanCitingModel;

beforeEach(async () => {
  db = openSqlite(':memory:', 'chat', migrations);
  const contexts = new SqliteStudentContextStore(db);
  const log = createLogger('test', 'silent');
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  stops = await subscribeAll(bus, studentContextHandlers(contexts));
  await contexts.upsertProfile(MAYA, MAYA_PROFILE_EVENT.userId, parseProfile(MAYA_PROFILE_EVENT.profile), '2025-01-01T00:00:00.000Z', 'school-a');
  await contexts.upsertProfile(JORDAN, JORDAN_PROFILE_EVENT.userId, parseProfile(JORDAN_PROFILE_EVENT.profile), '2025-01-01T00:00:00.000Z', 'school-a');
  await bus.publish(Subjects.planningPlanChanged, PLAN);
  await until('Maya\'s plan in the read model', async () => (await contexts.get(MAYA))?.academicPlan?.status === 'RETURNED');
  model = new PlanCitingModel();
  deps = {
    contexts, search: await knowledgeSearchOver(demoChunks()), prompts: { current: async () => 'Prompt' },
    answerers: { model, offline: new OfflineAnswerer() }, chatLog: new SqliteChatLog(db), limiter: null, log,
    reads: new RecordReads(bus, Subjects.chatRecordRead, log), topK: 5, today: () => TODAY,
  };
});
afterEach(async () => {
  for (const s of stops) await s.stop();
  await bus.close();
  db.close();
});

const offline = (message: string, studentId = MAYA) => new ChatService(deps).turn(counselorA, null, { message, studentId, provider: 'offline' });

describe('the academic plan in the assistant', () => {
  it.each([
    'Is Maya on track to graduate?', 'What is Maya missing for a-g?', 'Is Maya on track for NCAA Division I?', 'How is Maya\'s four-year plan doing?',
  ])('answers "%s" from the plan, each line cited [A], and cites the plan as a source', async (message) => {
    const answer = await offline(message);
    expect(answer.response).toContain('Four-year plan returned for changes: 21 courses completed, 9 planned; at risk overall. [A]');
    expect(answer.response).toContain('UC/CSU a-g subject requirements: at risk (missing: d. Science: 1 year missing of 2');
    expect(answer.response).toContain('NCAA Division I core courses: on track (nothing missing). [A]');
    expect(answer.response).toContain('Next step: Maya Chen revises the plan the counselor returned and submits it again.');
    const plan = answer.sources.filter((s) => s.type === 'academic_plan');
    expect(plan).toEqual([{ type: 'academic_plan', title: 'Academic plan', sourceId: MAYA, content: expect.stringContaining('d. Science: 1 year missing of 2') }]);
  });

  it('adds the plan beside the record for a question about her courses, and leaves it out of one about the FAFSA', async () => {
    const courses = await offline('What classes should Maya take next year?');
    expect(courses.response).toContain('From Maya Chen\'s academic plan:');
    expect(courses.sources.map((s) => s.type)).toContain('academic_plan');
    const fafsa = await offline('When does the FAFSA open?');
    expect(fafsa.response).not.toContain('[A]');
    expect(fafsa.sources.map((s) => s.type)).not.toContain('academic_plan');
  });

  it.each([
    // A scholarship's name holds "Credit", an office's "NCAA": what they name is not the plan.
    'When is the Pinecrest Credit Union Scholarship due?', 'Did Maya register with the NCAA Eligibility Center?',
    // About no one: the passage that states the requirements answers.
    'What are the NCAA Division I academic requirements?',
    // What she takes now is her record's; the plan's status and gaps do not say it.
    'Which AP courses is Maya taking?',
  ])('does not answer "%s" from the plan', async (message) => {
    const answer = await offline(message);
    expect(answer.response).not.toContain('[A]');
    expect(answer.sources.map((s) => s.type)).not.toContain('academic_plan');
  });

  it('has no plan to cite for a student planning has not told of', async () => {
    const answer = await offline('Is Jordan on track to graduate?', JORDAN);
    expect(answer.sources.map((s) => s.type)).not.toContain('academic_plan');
    expect(answer.response).not.toContain('[A]');
  });

  it('gives a model the plan as a quoted block with its marker, and lists it as a source when cited', async () => {
    const answer = await new ChatService(deps).turn(counselorA, null, { message: 'What does Maya still need for a-g?', studentId: MAYA, provider: 'gemini' });
    const user = model.inputs[0].prompt.user;
    expect(user).toContain('<academic_plan marker="A">');
    expect(user).toContain('- UC/CSU a-g subject requirements: at risk (missing: d. Science: 1 year missing of 2');
    expect(model.inputs[0].prompt.system).toContain('their academic plan with [A]');
    expect(answer.sources.map((s) => s.type)).toEqual(['academic_plan']);
  });

  it('never gives the plan to a counselor of another school: the student is not found', async () => {
    await expect(new ChatService(deps).turn(counselorOf(['school-b']), null, { message: 'Is Maya on track to graduate?', studentId: MAYA, provider: 'offline' }))
      .rejects.toThrow(new NotFoundError('Student not found'));
    await expect(new MeetingBriefService({ contexts: deps.contexts, model: null, log: deps.log, today: () => TODAY, reads: deps.reads }).brief(counselorOf(['school-b']), MAYA))
      .rejects.toThrow(new NotFoundError('Student not found'));
  });
});

describe('the academic plan in the pre-meeting brief', () => {
  it('states the plan\'s status and each set with gaps, citing the plan; a student without one says so', async () => {
    const briefs = new MeetingBriefService({ contexts: deps.contexts, model: null, log: deps.log, today: () => TODAY, reads: deps.reads });
    const b = await briefs.brief(counselorA, MAYA);
    const section = b.sections.find((s) => s.key === 'academic_plan')!;
    expect(section.title).toBe('Academic plan');
    expect(section.lines.map((l) => l.text)).toEqual([
      'Four-year plan returned for changes: 21 courses completed, 9 planned; at risk overall',
      'Missing: UC/CSU a-g subject requirements (at risk): d. Science, e. Language other than English',
    ]);
    expect(section.lines.flatMap((l) => l.sources)).toEqual([{ type: 'academic_plan', recordId: MAYA }, { type: 'academic_plan', recordId: MAYA }]);
    const jordan = await briefs.brief(counselorA, JORDAN);
    expect(jordan.sections.find((s) => s.key === 'academic_plan')!.lines.map((l) => l.text)).toEqual(['No four-year plan yet']);
  });
});
