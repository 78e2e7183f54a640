import { SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import { filterBounds, type AnswerFilter, type TurnFlag, type TurnRating } from '../../domain/answer-review.js';
import type { Provider } from '../../domain/chat.js';
import type { ChatAnswerRecord, ChatAnswerStore } from '../../ports/chat-answers.js';
import type { ChatTurnRecord } from '../../ports/chat-log.js';

export interface Row {
  id: string; at: string; actor_id: string; actor_role: string; student_id: string | null; provider: Provider; answered_by: Provider;
  latency_ms: number; prompt_tokens: number; completion_tokens: number; sources_json: string; outcome: 'ok' | 'error';
  question: string | null; answer: string | null; rating_helpful: number | null; rating_reason: string | null; rated_at: string | null;
  flagged_by: string | null; flagged_at: string | null;
}

export const toRecord = (r: Row): ChatAnswerRecord => ({
  id: r.id, at: r.at, actorId: r.actor_id, actorRole: r.actor_role, studentId: r.student_id, provider: r.provider, answeredBy: r.answered_by,
  latencyMs: r.latency_ms, promptTokens: r.prompt_tokens, completionTokens: r.completion_tokens,
  sources: JSON.parse(r.sources_json) as ChatTurnRecord['sources'], outcome: r.outcome, question: r.question, answer: r.answer,
  rating: r.rating_helpful === null ? null : { helpful: r.rating_helpful === 1, reason: r.rating_reason, at: r.rated_at ?? r.at },
  flag: r.flagged_at ? { flaggedBy: r.flagged_by ?? '', at: r.flagged_at } : null,
});

/** Ratings and flags live on the chat_turns rows; the outbox is the service's own. */
export class SqliteChatAnswerStore implements ChatAnswerStore {
  readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
  }

  async get(turnId: string) {
    const row = this.db.prepare('SELECT * FROM chat_turns WHERE id = ?').get(turnId) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async rate(turnId: string, r: TurnRating) {
    return this.db.prepare('UPDATE chat_turns SET rating_helpful = ?, rating_reason = ?, rated_at = ? WHERE id = ?')
      .run(r.helpful ? 1 : 0, r.reason, r.at, turnId).changes > 0;
  }

  async setFlag(turnId: string, flag: TurnFlag | null) {
    return this.db.prepare('UPDATE chat_turns SET flagged_by = ?, flagged_at = ? WHERE id = ?')
      .run(flag?.flaggedBy ?? null, flag?.at ?? null, turnId).changes > 0;
  }

  async search(f: AnswerFilter, limit: number, offset: number) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (f.rating === 'HELPFUL') where.push('rating_helpful = 1');
    else if (f.rating === 'NOT_HELPFUL') where.push('rating_helpful = 0');
    else if (f.rating === 'UNRATED') where.push('rating_helpful IS NULL');
    if (f.answeredBy) { where.push('answered_by = ?'); args.push(f.answeredBy); }
    if (f.flagged === true) where.push('flagged_at IS NOT NULL');
    else if (f.flagged === false) where.push('flagged_at IS NULL');
    const { after, before } = filterBounds(f);
    if (after) { where.push('at >= ?'); args.push(after); }
    if (before) { where.push('at < ?'); args.push(before); }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (this.db.prepare(`SELECT count(*) AS n FROM chat_turns ${clause}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT * FROM chat_turns ${clause} ORDER BY at DESC, id LIMIT ? OFFSET ?`).all(...args, limit, offset) as Row[];
    return { items: rows.map(toRecord), total };
  }

  async recordEvents(events: readonly OutboxEvent[]) {
    this.db.transaction(() => this.outbox.append(events))();
  }
}
