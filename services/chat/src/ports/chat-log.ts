import type { Provider, SourceType } from '../domain/chat.js';

/**
 * One turn, for the AI Queries figure and audit. It also keeps the question and the answer, so
 * admins can review answers (the AI answers page); the ChatTurnLogEntry of chatTurns still never shows them.
 */
export interface ChatTurnRecord {
  id: string;
  at: string;
  actorId: string;
  actorRole: string;
  studentId: string | null;
  provider: Provider;
  answeredBy: Provider;
  latencyMs: number;
  promptTokens: number;
  completionTokens: number;
  /** The cited sources; title names a passage's document on the AI answers page. */
  sources: { type: SourceType; sourceId: string | null; title?: string | null }[];
  outcome: 'ok' | 'error';
  /** The question asked and the answer given (null in turns logged before questions and answers were kept). */
  question?: string | null;
  answer?: string | null;
}

export interface ChatLog {
  append(record: ChatTurnRecord): Promise<void>;
  usage(monthStart: string): Promise<{ queriesThisMonth: number; totalQueries: number }>;
  list(limit: number, offset: number): Promise<{ items: ChatTurnRecord[]; total: number }>;
}
