import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { IdentityService } from './identity.service.js';
import { aiAnswersViewedDetail } from './ai-answers-audit.js';

/** The staff audit log also records what other services report: prompt changes, content changes, AI answers read. */
export async function subscribeAuditEvents(bus: EventBus, service: IdentityService): Promise<Subscription[]> {
  return Promise.all([
    bus.subscribe(Subjects.settingsSettingChanged, async (e) => {
      await service.recordExternal({ id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: e.data.actorEmail, action: 'settings.changed', targetId: null, targetLabel: e.data.key });
    }, { durable: 'identity-audit-settings' }),
    bus.subscribe(Subjects.knowledgeContentChanged, async (e) => {
      const action = e.data.change === 'deleted' ? 'content.deleted' : e.data.change === 'created' ? 'content.created' : 'content.updated';
      await service.recordExternal({ id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: null, action, targetId: e.data.itemId, targetLabel: e.data.title });
    }, { durable: 'identity-audit-content' }),
    // Reading chat's AI answers page is itself audited (issue 19): one entry per reading, keyed by the event id.
    bus.subscribe(Subjects.chatAnswersViewed, async (e) => {
      await service.recordExternal({
        id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: e.data.actorEmail || null, action: 'ai_answers.viewed',
        targetId: null, targetLabel: 'AI answers', detail: aiAnswersViewedDetail(e.data),
      });
    }, { durable: 'identity-audit-ai-answers' }),
  ]);
}
