import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Subscription } from '@counsel/kit';
import { Subjects, type ChatAnswersViewed } from '@counsel/proto-events';
import { subscribeAll } from '@counsel/kit';
import { auditEventHandlers } from './audit-events.js';
import { ADMIN, openIdentityHarness, type IdentityHarness } from '../../test/support/identity-harness.js';
import { until } from '../../../kit/test/support/eventually.js';

let h: IdentityHarness;
let subs: Subscription[];
beforeEach(async () => {
  h = await openIdentityHarness();
  subs = await subscribeAll(h.bus, auditEventHandlers(h.service));
});
afterEach(async () => {
  for (const s of subs) await s.stop();
  await h.close();
});

const viewed = (over: Partial<ChatAnswersViewed> = {}): ChatAnswersViewed => ({
  actorId: 'admin-1', actorEmail: 'admin@district.org', filters: { rating: 'NOT_HELPFUL', answeredBy: 'offline', from: '2026-03-01', to: null, flagged: true },
  page: 2, pageSize: 20, shown: 3, total: 23, ...over,
});
const entries = async () => (await h.service.auditLog(ADMIN, { action: 'ai_answers.viewed', limit: 200 })).items;

describe('reading the AI answers page in the staff audit log', () => {
  it('records each reading once, with who read it and the filters used', async () => {
    const event = await h.bus.publish(Subjects.chatAnswersViewed, viewed());
    await until('the audit entry', async () => (await entries()).length === 1);
    expect((await entries())[0]).toEqual({
      id: event.id, at: event.time, actorId: 'admin-1', actorEmail: 'admin@district.org', action: 'ai_answers.viewed',
      targetId: null, targetLabel: 'AI answers', outcome: 'success',
      detail: 'filters: rating not helpful, answered by offline, from 2026-03-01, flagged; page 2 (20 per page): 3 of 23 turns shown',
    });
    // A redelivery (same event id) changes nothing; another reading is another entry.
    await h.service.recordExternal({ id: event.id, at: event.time, actorId: 'admin-1', actorEmail: null, action: 'ai_answers.viewed', targetId: null, targetLabel: 'AI answers', detail: 'again' });
    await h.bus.publish(Subjects.chatAnswersViewed, viewed({ actorEmail: '', filters: { rating: null, answeredBy: null, from: null, to: null, flagged: null }, page: 1, shown: 20 }));
    await until('the second audit entry', async () => (await entries()).length === 2);
    const [latest] = (await entries()).filter((e) => e.id !== event.id);
    expect(latest.detail).toBe('filters: none; page 1 (20 per page): 20 of 23 turns shown');
    expect(await h.bus.deadLetters()).toEqual([]);
  });
});
