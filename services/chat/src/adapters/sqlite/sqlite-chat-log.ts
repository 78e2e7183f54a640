import { groupCommit, type SqliteDatabase } from '@counsel/kit';
import type { Provider } from '../../domain/chat.js';
import type { ChatLog, ChatTurnRecord } from '../../ports/chat-log.js';

interface Row {
  id: string; at: string; actor_id: string; actor_role: string; student_id: string | null; provider: Provider; answered_by: Provider;
  latency_ms: number; prompt_tokens: number; completion_tokens: number; sources_json: string; outcome: 'ok' | 'error';
}

export class SqliteChatLog implements ChatLog {
  constructor(private readonly db: SqliteDatabase) {}

  /** Committed with the other turns ending in the same turn of the event loop: one write to the file under load. */
  async append(r: ChatTurnRecord) {
    await groupCommit(this.db).run(() => this.db.prepare(
      `INSERT OR IGNORE INTO chat_turns (id, at, actor_id, actor_role, student_id, provider, answered_by, latency_ms, prompt_tokens, completion_tokens, sources_json, outcome, question, answer)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(r.id, r.at, r.actorId, r.actorRole, r.studentId, r.provider, r.answeredBy, Math.round(r.latencyMs), r.promptTokens, r.completionTokens, JSON.stringify(r.sources), r.outcome, r.question ?? null, r.answer ?? null));
  }

  async usage(monthStart: string) {
    const row = this.db.prepare(
      "SELECT count(*) AS total, sum(CASE WHEN at >= ? THEN 1 ELSE 0 END) AS month FROM chat_turns WHERE outcome = 'ok'",
    ).get(monthStart) as { total: number; month: number | null };
    return { queriesThisMonth: row.month ?? 0, totalQueries: row.total };
  }

  async list(limit: number, offset: number) {
    const total = (this.db.prepare('SELECT count(*) AS n FROM chat_turns').get() as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM chat_turns ORDER BY at DESC, id LIMIT ? OFFSET ?').all(limit, offset) as Row[];
    return {
      total,
      items: rows.map((r) => ({
        id: r.id, at: r.at, actorId: r.actor_id, actorRole: r.actor_role, studentId: r.student_id, provider: r.provider, answeredBy: r.answered_by,
        latencyMs: r.latency_ms, promptTokens: r.prompt_tokens, completionTokens: r.completion_tokens,
        sources: JSON.parse(r.sources_json) as ChatTurnRecord['sources'], outcome: r.outcome,
      })),
    };
  }
}
