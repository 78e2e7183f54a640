import type { MongoOutbox, OutboxEvent } from '@counsel/kit';
import { filterBounds, type AnswerFilter, type TurnFlag, type TurnRating } from '../../domain/answer-review.js';
import type { ChatAnswerRecord, ChatAnswerStore } from '../../ports/chat-answers.js';
import { toRecord } from './mongo-chat-log.js';
import type { ChatModels, ChatTurnDoc } from './models.js';

export const toAnswer = (d: ChatTurnDoc): ChatAnswerRecord => ({
  ...toRecord(d), question: d.question ?? null, answer: d.answer ?? null,
  rating: d.rating ? { helpful: d.rating.helpful, reason: d.rating.reason ?? null, at: d.rating.at } : null,
  flag: d.flag ? { flaggedBy: d.flag.flaggedBy, at: d.flag.at } : null,
});

/** Ratings and flags are fields of the turn's document; the "answers viewed" events go through the kit's MongoOutbox. */
export class MongoChatAnswerStore implements ChatAnswerStore {
  constructor(private readonly models: ChatModels, readonly outbox: MongoOutbox) {}

  async get(turnId: string) {
    const d = await this.models.turns.findById(turnId).lean<ChatTurnDoc>();
    return d ? toAnswer(d) : null;
  }

  async rate(turnId: string, rating: TurnRating) {
    return (await this.models.turns.updateOne({ _id: turnId }, { $set: { rating } })).matchedCount > 0;
  }

  async setFlag(turnId: string, flag: TurnFlag | null) {
    return (await this.models.turns.updateOne({ _id: turnId }, { $set: { flag } })).matchedCount > 0;
  }

  async search(f: AnswerFilter, limit: number, offset: number) {
    const q: Record<string, unknown> = {};
    // Turns logged before questions and answers were kept have no rating field at all: "unrated" matches both null and absent.
    if (f.rating === 'HELPFUL') q['rating.helpful'] = true;
    else if (f.rating === 'NOT_HELPFUL') q['rating.helpful'] = false;
    else if (f.rating === 'UNRATED') q.rating = null;
    if (f.answeredBy) q.answeredBy = f.answeredBy;
    if (f.flagged === true) q.flag = { $ne: null };
    else if (f.flagged === false) q.flag = null;
    const { after, before } = filterBounds(f);
    if (after || before) q.at = { ...(after ? { $gte: after } : {}), ...(before ? { $lt: before } : {}) };
    const [docs, total] = await Promise.all([
      this.models.turns.find(q).sort({ at: -1, _id: 1 }).skip(offset).limit(limit).lean<ChatTurnDoc[]>(),
      this.models.turns.countDocuments(q),
    ]);
    return { items: docs.map(toAnswer), total };
  }

  async recordEvents(events: readonly OutboxEvent[]) {
    await this.outbox.commit(events, async () => true);
  }
}
