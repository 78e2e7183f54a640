import type { Provider, SourceType } from '../domain/chat.js';

/** One turn, for the AI Queries figure and audit. Never the message or the student's data. */
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
  sources: { type: SourceType; sourceId: string | null }[];
  outcome: 'ok' | 'error';
}

export interface ChatLog {
  append(record: ChatTurnRecord): Promise<void>;
  usage(monthStart: string): Promise<{ queriesThisMonth: number; totalQueries: number }>;
  list(limit: number, offset: number): Promise<{ items: ChatTurnRecord[]; total: number }>;
}
