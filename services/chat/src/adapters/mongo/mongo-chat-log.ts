import type { ChatLog, ChatTurnRecord } from '../../ports/chat-log.js';
import { guardedUpsert } from './guarded-upsert.js';
import type { ChatModels, ChatTurnDoc } from './models.js';

export const toRecord = (d: ChatTurnDoc): ChatTurnRecord => ({
  id: d._id, at: d.at, actorId: d.actorId, actorRole: d.actorRole, studentId: d.studentId ?? null, provider: d.provider, answeredBy: d.answeredBy,
  latencyMs: d.latencyMs, promptTokens: d.promptTokens, completionTokens: d.completionTokens,
  sources: (d.sources ?? []).map((s) => ({ type: s.type, sourceId: s.sourceId ?? null, ...(s.title ? { title: s.title } : {}) })), outcome: d.outcome,
});

export class MongoChatLog implements ChatLog {
  constructor(private readonly models: ChatModels) {}

  async append(r: ChatTurnRecord) {
    const { id, ...rest } = r;
    // $setOnInsert: a turn recorded twice (a retried write) stays the first one, as INSERT OR IGNORE.
    const fields = { ...rest, latencyMs: Math.round(r.latencyMs) };
    await guardedUpsert((upsert) => this.models.turns.updateOne({ _id: id }, { $setOnInsert: fields }, { upsert }));
  }

  async usage(monthStart: string) {
    const [totalQueries, queriesThisMonth] = await Promise.all([
      this.models.turns.countDocuments({ outcome: 'ok' }),
      this.models.turns.countDocuments({ outcome: 'ok', at: { $gte: monthStart } }),
    ]);
    return { queriesThisMonth, totalQueries };
  }

  async list(limit: number, offset: number) {
    const [docs, total] = await Promise.all([
      this.models.turns.find().sort({ at: -1, _id: 1 }).skip(offset).limit(limit).lean<ChatTurnDoc[]>(),
      this.models.turns.countDocuments(),
    ]);
    return { items: docs.map(toRecord), total };
  }
}
