import { randomUUID } from 'node:crypto';
import {
  ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError, canSeeStudent, controlCharactersMessage, hasControlCharacters, isStaff, requireRole, requireStaff,
  type Logger, type Principal, type RecordReads,
} from '@counsel/kit';
import { MESSAGE_MAX_LENGTH, PROVIDERS, TURN_MESSAGES, type ChatAnswer, type ChatSource, type Passage, type Provider } from '../domain/chat.js';
import { sourcesUsed } from '../domain/citations.js';
import type { CounselingRecord } from '../domain/counseling.js';
import { outboundCounseling, outboundQuestion } from '../domain/outbound.js';
import { assemblePrompt } from '../domain/prompt.js';
import type { MutationChatArgs } from '../graphql/generated/resolvers-types.js';
import type { Answerer, AnswerInput, TokenUsage } from '../ports/answerer.js';
import type { ChatLog } from '../ports/chat-log.js';
import type { CounselingSource } from '../ports/counseling-source.js';
import type { KnowledgeSearch } from '../ports/knowledge-search.js';
import type { NotesPolicySource } from '../ports/notes-policy-source.js';
import type { StudentContextStore } from '../ports/student-context-store.js';
import type { SystemPromptSource } from '../ports/system-prompt-source.js';
import type { TurnLimiter } from './turn-limiter.js';

export interface ChatDeps {
  contexts: StudentContextStore;
  search: KnowledgeSearch;
  prompts: SystemPromptSource;
  /** The chosen student's counselor notes and open tasks (counseling subgraph); absent: none are used. */
  counseling?: CounselingSource | null;
  /** Whether notes may go to an external model (the admin's setting); absent: they never do. */
  notesPolicy?: NotesPolicySource | null;
  /** The configured generative model (OpenAI-compatible or Gemini, see openModelAnswerer); null: turns are answered offline. */
  answerers: { model: Answerer | null; offline: Answerer };
  chatLog: ChatLog;
  limiter: TurnLimiter | null;
  log: Logger;
  /** The access log: a staff turn about a student is reported before it is answered. */
  reads: RecordReads;
  topK: number;
  /** Today's date, YYYY-MM-DD (default: the current UTC date); tests fix it. */
  today?: () => string;
}

/** A turn's question: the `chat` mutation's arguments (the stream route reads its JSON body into the same shape). */
export type TurnRequest = MutationChatArgs;

/** Where a turn's time went, for logs and the benchmark. */
export interface TurnTimings { contextMs: number; promptMs: number; retrievalMs: number; answerMs: number; totalMs: number }

export type TurnEvent =
  | { type: 'delta'; text: string }
  | { type: 'sources'; sources: ChatSource[] }
  | { type: 'done'; turnId: string; provider: Provider; answeredBy: Provider; model: string | null; timings: TurnTimings };

export interface PreparedTurn {
  id: string;
  actor: Principal;
  provider: Provider;
  answerer: Answerer;
  input: AnswerInput;
  startedAt: number;
  timings: Omit<TurnTimings, 'answerMs' | 'totalMs'>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A chat turn: staff only, one student's context at most, grounded and logged. */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  /** Everything that can refuse the turn happens here, before the first word is sent. */
  async prepare(principal: Principal | null, token: string | null, req: TurnRequest): Promise<PreparedTurn> {
    const actor = requireStaff(principal);
    const startedAt = performance.now();
    const question = parseMessage(req.message);
    const provider = parseProvider(req.provider);
    const studentId = parseStudentId(req.studentId);
    await this.deps.limiter?.consume(actor.userId);

    const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
      const t0 = performance.now();
      const value = await f();
      return [value, performance.now() - t0];
    };
    // The read model is local (milliseconds); prompt and passages come from other services, in parallel.
    const [student, contextMs] = await timed(() => (studentId ? this.deps.contexts.get(studentId) : Promise.resolve(null)));
    // A student of a school the caller may not see does not exist for them (FERPA): the same 404 as an unknown id.
    if (studentId && (!student || !canSeeStudent(actor, student.userId, student.schoolId))) throw new NotFoundError('Student not found');
    if (studentId) await this.deps.reads.staffRead(actor, { studentId, parts: ['chat'] });
    // 'gemini' (the chatbot's default) and 'openai' ask for a model: whichever is configured answers.
    const answerer = provider === 'offline' ? this.deps.answerers.offline : this.deps.answerers.model ?? this.deps.answerers.offline;
    const external = answerer !== this.deps.answerers.offline;
    // Notes and tasks only for a staff caller about a chosen student (requireStaff above already refused anyone
    // else; checked again here because notes must never reach a student).
    const withCounseling = studentId !== null && isStaff(actor);
    const [[found, retrievalMs], [systemPrompt, promptMs], record, notesAllowed] = await Promise.all([
      // The query goes out without the student's identifiers too: the search's embedder may be Gemini.
      timed(() => this.searchOrDegrade(outboundQuestion(question, student), token)),
      timed(() => this.deps.prompts.current(token)),
      withCounseling ? this.counselingOrDegrade(studentId, token) : Promise.resolve(null),
      withCounseling && external && this.deps.notesPolicy ? this.deps.notesPolicy.notesToExternalModels(token) : Promise.resolve(false),
    ]);
    const passages = found ?? [];
    const today = this.deps.today?.() ?? new Date().toISOString().slice(0, 10);
    // The prompt is what an external model receives: notes only if the admin allows it (outbound.ts).
    const outbound = record ? outboundCounseling(record, student, notesAllowed) : null;
    const prompt = assemblePrompt({ systemPrompt, question, student, passages, today, counseling: outbound });
    // The offline answerer runs in-process and reads every note; a model can cite only what it was given.
    const counseling = external ? outbound : record;
    return {
      id: randomUUID(), actor, provider, answerer, startedAt,
      input: { question, prompt, student, passages, knowledgeUnavailable: found === null, today, counseling },
      timings: { contextMs, promptMs, retrievalMs },
    };
  }

  /** Streams the answer, then the sources it actually cited; logs the turn either way. */
  async *run(turn: PreparedTurn, signal?: AbortSignal): AsyncIterable<TurnEvent> {
    const t0 = performance.now();
    let text = '';
    let usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
    let sources: ChatSource[] = [];
    let outcome: 'ok' | 'error' = 'error';
    try {
      for await (const chunk of turn.answerer.stream(turn.input, signal)) {
        if (chunk.type === 'usage') usage = chunk.usage;
        else {
          text += chunk.text;
          yield { type: 'delta', text: chunk.text };
        }
      }
      sources = sourcesUsed(text, turn.input.passages, turn.input.student, turn.input.counseling ?? null);
      outcome = 'ok';
      yield { type: 'sources', sources };
      yield { type: 'done', turnId: turn.id, provider: turn.provider, answeredBy: turn.answerer.name, model: turn.answerer.model, timings: finished(turn, t0) };
    } finally {
      await this.record(turn, usage, sources, outcome, text);
    }
  }

  /** The plain JSON turn of the spec: `{ response, sources }`. */
  async turn(principal: Principal | null, token: string | null, req: TurnRequest): Promise<ChatAnswer & { turnId: string; timings: TurnTimings }> {
    const prepared = await this.prepare(principal, token, req);
    if (prepared.answerer.complete) return this.whole(prepared, prepared.answerer.complete.bind(prepared.answerer));
    let response = '';
    let sources: ChatSource[] = [];
    let done: Extract<TurnEvent, { type: 'done' }> | null = null;
    for await (const e of this.run(prepared)) {
      if (e.type === 'delta') response += e.text;
      else if (e.type === 'sources') sources = e.sources;
      else done = e;
    }
    return { turnId: prepared.id, response, sources, provider: prepared.provider, answeredBy: prepared.answerer.name, model: prepared.answerer.model, timings: done!.timings };
  }

  /** run()'s turn for an answerer that has the whole answer at once: the same answer, sources, timings and log entry. */
  private async whole(turn: PreparedTurn, complete: NonNullable<Answerer['complete']>): Promise<ChatAnswer & { turnId: string; timings: TurnTimings }> {
    const t0 = performance.now();
    let text = '';
    let usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
    let sources: ChatSource[] = [];
    let outcome: 'ok' | 'error' = 'error';
    try {
      ({ text, usage } = complete(turn.input));
      sources = sourcesUsed(text, turn.input.passages, turn.input.student, turn.input.counseling ?? null);
      outcome = 'ok';
      return { turnId: turn.id, response: text, sources, provider: turn.provider, answeredBy: turn.answerer.name, model: turn.answerer.model, timings: finished(turn, t0) };
    } finally {
      await this.record(turn, usage, sources, outcome, text);
    }
  }

  /** Which answerer takes a turn that asks for a model (the chatbot's default): the one the badge names. */
  assistantInfo(principal: Principal | null): { provider: Provider; model: string | null } {
    requireStaff(principal);
    const answerer = this.deps.answerers.model ?? this.deps.answerers.offline;
    return { provider: answerer.name, model: answerer.model };
  }

  async usage(principal: Principal | null, now = new Date()) {
    requireRole(principal, 'admin');
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    return this.deps.chatLog.usage(monthStart);
  }

  async turns(principal: Principal | null, limit = 50, offset = 0) {
    requireRole(principal, 'admin');
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new ValidationError('limit must be an integer from 1 to 200');
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('offset must be a non-negative integer');
    return this.deps.chatLog.list(limit, offset);
  }

  /** Chat keeps answering when the knowledge service is slow or down: null means "could not search". */
  private async searchOrDegrade(question: string, token: string | null): Promise<Passage[] | null> {
    try {
      return await this.deps.search.search(question, this.deps.topK, token);
    } catch (err) {
      if (err instanceof UnauthenticatedError || err instanceof ForbiddenError) throw err;
      this.deps.log.warn({ err: (err as Error).message }, 'knowledge search failed; answering without passages');
      return null;
    }
  }

  /** Counseling down or slow: the turn answers without notes and tasks (null), and says so in the log. */
  private async counselingOrDegrade(studentId: string, token: string | null): Promise<CounselingRecord | null> {
    if (!this.deps.counseling) return null;
    try {
      return await this.deps.counseling.forStudent(studentId, token);
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message, studentId }, 'counseling unavailable; answering without notes and tasks');
      return null;
    }
  }

  private async record(turn: PreparedTurn, usage: TokenUsage, sources: ChatSource[], outcome: 'ok' | 'error', answer: string) {
    const latencyMs = performance.now() - turn.startedAt;
    try {
      await this.deps.chatLog.append({
        id: turn.id, at: new Date().toISOString(), actorId: turn.actor.userId, actorRole: turn.actor.role ?? '',
        studentId: turn.input.student?.studentId ?? null, provider: turn.provider, answeredBy: turn.answerer.name,
        latencyMs, promptTokens: usage.promptTokens, completionTokens: usage.completionTokens,
        sources: sources.map((s) => ({ type: s.type, sourceId: s.sourceId, title: s.title })), outcome,
        // Kept for the AI answers page, where admins review answers and their ratings.
        question: turn.input.question, answer,
      });
    } catch (err) {
      this.deps.log.error({ err }, 'could not record the chat turn');
    }
    this.deps.log.info({ turnId: turn.id, actorId: turn.actor.userId, studentId: turn.input.student?.studentId ?? null, latencyMs: Math.round(latencyMs), outcome }, 'chat turn');
  }
}

function parseMessage(v: string): string {
  if (!v.trim()) throw new ValidationError(TURN_MESSAGES.message);
  const message = v.trim();
  if (message.length > MESSAGE_MAX_LENGTH) throw new ValidationError(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`);
  if (hasControlCharacters(message, { multiline: true })) throw new ValidationError(controlCharactersMessage('Message'));
  return message;
}

const isProvider = (v: string): v is Provider => (PROVIDERS as readonly string[]).includes(v);

function parseProvider(v: string): Provider {
  if (!isProvider(v)) throw new ValidationError(TURN_MESSAGES.provider);
  return v;
}

function parseStudentId(v: string | null | undefined): string | null {
  if (!v) return null;
  if (!ID.test(v)) throw new ValidationError(TURN_MESSAGES.studentId);
  return v;
}

/** A turn's timings once its answer is in, the answer begun at `t0`: the same for a streamed and a whole turn. */
function finished(turn: PreparedTurn, t0: number): TurnTimings {
  const { contextMs, promptMs, retrievalMs } = turn.timings;
  return { contextMs, promptMs, retrievalMs, answerMs: performance.now() - t0, totalMs: performance.now() - turn.startedAt };
}
