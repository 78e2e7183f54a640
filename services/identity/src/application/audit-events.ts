import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import type { IdentityService } from './identity.service.js';
import { aiAnswersViewedDetail } from './ai-answers-audit.js';

/** The staff audit log also records what other services report: prompt changes, content changes, AI answers read. */
export function auditEventHandlers(service: IdentityService): EventSubscription[] {
  return [
    on(Subjects.settingsSettingChanged, 'identity-audit-settings', async (e) => {
      await service.recordExternal({ id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: e.data.actorEmail, action: 'settings.changed', targetId: null, targetLabel: e.data.key });
    }),
    on(Subjects.knowledgeContentChanged, 'identity-audit-content', async (e) => {
      const action = e.data.change === 'deleted' ? 'content.deleted' : e.data.change === 'created' ? 'content.created' : 'content.updated';
      await service.recordExternal({ id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: null, action, targetId: e.data.itemId, targetLabel: e.data.title });
    }),
    // Reading chat's AI answers page is itself audited: one entry per reading, keyed by the event id.
    on(Subjects.chatAnswersViewed, 'identity-audit-ai-answers', async (e) => {
      await service.recordExternal({
        id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: e.data.actorEmail || null, action: 'ai_answers.viewed',
        targetId: null, targetLabel: 'AI answers', detail: aiAnswersViewedDetail(e.data),
      });
    }),
  ];
}
