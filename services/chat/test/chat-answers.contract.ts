import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { ChatStores } from '../src/adapters/open-adapters.js';
import type { AnswerFilter } from '../src/domain/answer-review.js';
import type { ChatTurnRecord } from '../src/ports/chat-log.js';

const turn = (id: string, at: string, over: Partial<ChatTurnRecord> = {}): ChatTurnRecord => ({
  id, at, actorId: 'u-1', actorRole: 'counselor', studentId: 's-1', provider: 'gemini', answeredBy: 'offline',
  latencyMs: 120, promptTokens: 10, completionTokens: 20, sources: [], outcome: 'ok', question: `Q ${id}`, answer: `A ${id}`, ...over,
});
const NONE: AnswerFilter = { rating: null, answeredBy: null, from: null, to: null, flagged: null };
const t = (day: number, hour = 0) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();

/** Ratings, flags and the AI answers search, the same on every adapter: each test gets fresh stores. */
export function describeChatAnswersContract(name: string, open: () => Promise<ChatStores>) {
  describe(`chat answers contract: ${name}`, () => {
    let s: ChatStores;
    const ids = async (f: Partial<AnswerFilter> = {}, limit = 50, offset = 0) => (await s.answers.search({ ...NONE, ...f }, limit, offset)).items.map((r) => r.id);

    beforeEach(async () => {
      s = await open();
      await s.chatLog.append(turn('t1', t(1, 9), { sources: [{ type: 'knowledge_base', sourceId: 'k-1', title: 'FAFSA Basics' }, { type: 'student_profile', sourceId: null, title: null }] }));
      await s.chatLog.append(turn('t2', t(2, 9), { answeredBy: 'gemini', actorId: 'u-2' }));
      await s.chatLog.append(turn('t3', t(3, 23), { studentId: null }));
      // Logged before questions and answers were kept: no text.
      await s.chatLog.append(turn('t4', t(4, 0), { question: undefined, answer: undefined }));
    });
    afterEach(async () => s?.close());

    it('reads a turn with its question, answer and titled sources; unrated and unflagged at first', async () => {
      expect(await s.answers.get('t1')).toEqual({
        ...turn('t1', t(1, 9)), sources: [{ type: 'knowledge_base', sourceId: 'k-1', title: 'FAFSA Basics' }, { type: 'student_profile', sourceId: null, title: null }],
        rating: null, flag: null,
      });
      expect((await s.answers.get('t4'))).toMatchObject({ question: null, answer: null });
      expect(await s.answers.get('nope')).toBeNull();
    });

    it('rates a turn and replaces an earlier rating; an unknown turn is not rated', async () => {
      expect(await s.answers.rate('t1', { helpful: true, reason: null, at: t(5) })).toBe(true);
      expect(await s.answers.rate('t1', { helpful: false, reason: 'Invented a deadline', at: t(6) })).toBe(true);
      expect((await s.answers.get('t1'))?.rating).toEqual({ helpful: false, reason: 'Invented a deadline', at: t(6) });
      expect(await s.answers.rate('nope', { helpful: true, reason: null, at: t(5) })).toBe(false);
    });

    it('flags and unflags a turn', async () => {
      expect(await s.answers.setFlag('t2', { flaggedBy: 'admin-1', at: t(7) })).toBe(true);
      expect((await s.answers.get('t2'))?.flag).toEqual({ flaggedBy: 'admin-1', at: t(7) });
      expect(await ids({ flagged: true })).toEqual(['t2']);
      expect(await ids({ flagged: false })).toEqual(['t4', 't3', 't1']);
      expect(await s.answers.setFlag('t2', null)).toBe(true);
      expect((await s.answers.get('t2'))?.flag).toBeNull();
      expect(await ids({ flagged: true })).toEqual([]);
      expect(await s.answers.setFlag('nope', null)).toBe(false);
    });

    it('filters by rating, answerer and days (both included, UTC), newest first, and pages', async () => {
      await s.answers.rate('t1', { helpful: true, reason: null, at: t(5) });
      await s.answers.rate('t3', { helpful: false, reason: 'Wrong', at: t(5) });
      expect(await ids()).toEqual(['t4', 't3', 't2', 't1']);
      expect(await ids({ rating: 'HELPFUL' })).toEqual(['t1']);
      expect(await ids({ rating: 'NOT_HELPFUL' })).toEqual(['t3']);
      expect(await ids({ rating: 'UNRATED' })).toEqual(['t4', 't2']);
      expect(await ids({ answeredBy: 'gemini' })).toEqual(['t2']);
      expect(await ids({ from: '2026-03-02', to: '2026-03-03' })).toEqual(['t3', 't2']);
      expect(await ids({ from: '2026-03-03' })).toEqual(['t4', 't3']);
      expect(await ids({ to: '2026-03-01' })).toEqual(['t1']);
      expect(await ids({ rating: 'UNRATED', answeredBy: 'offline' })).toEqual(['t4']);
      const page = await s.answers.search(NONE, 2, 2);
      expect(page.total).toBe(4);
      expect(page.items.map((r) => r.id)).toEqual(['t2', 't1']);
      expect((await s.answers.search({ ...NONE, rating: 'UNRATED' }, 1, 0)).total).toBe(2);
    });

    it('keeps events in its outbox until published', async () => {
      const e = outboxEvent(Subjects.chatAnswersViewed, {
        actorId: 'admin-1', actorEmail: 'a@x.org', filters: { rating: null, answeredBy: null, from: null, to: null, flagged: null }, page: 1, pageSize: 20, shown: 4, total: 4,
      });
      await s.answers.recordEvents([e]);
      expect(await s.answers.outbox.pendingEvents(10)).toEqual([e]);
      await s.answers.outbox.eventPublished(e.id);
      expect(await s.answers.outbox.pendingEvents(10)).toEqual([]);
    });
  });
}
