import { NotFoundError, ValidationError, canSeeStudent, requireStaff, type Logger, type Principal, type RecordReads } from '@counsel/kit';
import { assembleMeetingBrief } from '../domain/meeting-brief.js';
import type { MeetingBrief } from '../domain/meeting-brief-rules.js';
import { parsePhrasedTopics, phrasingPrompt } from '../domain/meeting-brief-phrasing.js';
import type { Topic } from '../domain/meeting-brief-topics.js';
import type { StudentContext } from '../domain/student-context.js';
import type { Answerer } from '../ports/answerer.js';
import type { CounselingSource } from '../ports/counseling-source.js';
import type { StudentContextStore } from '../ports/student-context-store.js';

export interface MeetingBriefDeps {
  contexts: StudentContextStore;
  /** The generative model that may phrase the topics; null: the brief is the offline assembly only. */
  model: Answerer | null;
  log: Logger;
  /** The access log: every brief is a staff read of the student's record, reported before it is answered. */
  reads: RecordReads;
  /** The student's notes and open tasks, read on the caller's behalf; absent or down: the brief goes without. */
  counseling?: CounselingSource | null;
  /** How long the model may take to phrase the topics before the rules' wording is used. */
  modelTimeoutMs?: number;
  /** Today's date, YYYY-MM-DD (default: the current UTC date); tests fix it. */
  today?: () => string;
}

/** The brief and who worded its topics: `offline` when the rules did (no model, or the model failed). */
export interface MeetingBriefResult extends MeetingBrief { answeredBy: string; model: string | null }

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The pre-meeting brief: staff who may see the student, assembled from chat's read model. */
export class MeetingBriefService {
  constructor(private readonly deps: MeetingBriefDeps) {}

  async brief(principal: Principal | null, studentId: string, token: string | null = null): Promise<MeetingBriefResult> {
    const actor = requireStaff(principal);
    if (typeof studentId !== 'string' || !ID.test(studentId)) throw new ValidationError('Invalid student id');
    const student = await this.deps.contexts.get(studentId);
    // A student of a school the caller may not see does not exist for them (FERPA): the same 404 as an unknown id.
    if (!student || !canSeeStudent(actor, student.userId, student.schoolId)) throw new NotFoundError('Student not found');
    await this.deps.reads.staffRead(actor, { studentId, parts: ['meeting_brief'] });
    const today = this.deps.today?.() ?? new Date().toISOString().slice(0, 10);
    // Notes are quoted in the brief for the staff reader only: the model below is given the topics, never this section.
    const brief = assembleMeetingBrief(student, today, await this.counseling(studentId, token));
    const topics = brief.sections.find((s) => s.key === 'topics')!;
    const phrased = this.deps.model ? await this.phrase(this.deps.model, topics.lines as Topic[], student) : null;
    this.deps.log.info({ actorId: actor.userId, studentId, answeredBy: phrased ? this.deps.model!.name : 'offline' }, 'meeting brief');
    if (!phrased) return { ...brief, answeredBy: 'offline', model: null };
    topics.lines = topics.lines.map((l, i) => ({ ...l, text: phrased[i] }));
    return { ...brief, answeredBy: this.deps.model!.name, model: this.deps.model!.model };
  }

  private async counseling(studentId: string, token: string | null) {
    if (!this.deps.counseling) return null;
    try {
      return await this.deps.counseling.forStudent(studentId, token);
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message, studentId }, 'counseling unavailable; the brief goes without notes and tasks');
      return null;
    }
  }

  /** The model's wording of the topics, or null on any failure (the rules' wording is complete on its own). */
  private async phrase(model: Answerer, topics: Topic[], student: StudentContext): Promise<string[] | null> {
    try {
      let text = '';
      const signal = AbortSignal.timeout(this.deps.modelTimeoutMs ?? 20_000);
      // Only the topics go out: no student record, no passages (see meeting-brief-phrasing.ts).
      const input = { question: 'Phrase the meeting topics', prompt: phrasingPrompt(topics, student), student: null, passages: [], knowledgeUnavailable: false };
      for await (const chunk of model.stream(input, signal)) if (chunk.type === 'delta') text += chunk.text;
      const phrased = parsePhrasedTopics(text, topics);
      if (!phrased) this.deps.log.warn({ model: model.model }, 'the model did not phrase the meeting topics usably; using the offline wording');
      return phrased;
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'the model could not phrase the meeting topics; using the offline wording');
      return null;
    }
  }
}
