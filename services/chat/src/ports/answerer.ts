import type { Passage, Provider } from '../domain/chat.js';
import type { AssembledPrompt } from '../domain/prompt.js';
import type { CounselingRecord } from '../domain/counseling.js';
import type { StudentContext } from '../domain/student-context.js';

export interface AnswerInput {
  question: string;
  prompt: AssembledPrompt;
  student: StudentContext | null;
  passages: Passage[];
  /** True when the knowledge search failed (the answer should say so). */
  knowledgeUnavailable: boolean;
  /** Today (YYYY-MM-DD): deadline windows ("this month") count from it. Absent: the current UTC date. */
  today?: string;
  /**
   * The chosen student's counselor notes and open tasks, as this answerer may read them: all of them
   * for the offline answerer; for an external model, what the prompt holds (no notes unless an admin allows it).
   */
  counseling?: CounselingRecord | null;
}

export interface TokenUsage { promptTokens: number; completionTokens: number }

export type AnswerChunk = { type: 'delta'; text: string } | { type: 'usage'; usage: TokenUsage };

/** One port, two answerers: Gemini (network) and the offline grounded answerer. */
export interface Answerer {
  readonly name: Provider;
  readonly model: string | null;
  /** Streams the answer's text; ends with one usage chunk. */
  stream(input: AnswerInput, signal?: AbortSignal): AsyncIterable<AnswerChunk>;
  /**
   * The whole answer at once, for an answerer that has it at once (the offline one): the text `stream` sends, line by
   * line, and its usage. A turn answered in one piece (POST /api/chat) then skips the stream's promise per line.
   */
  complete?(input: AnswerInput): { text: string; usage: TokenUsage };
}
