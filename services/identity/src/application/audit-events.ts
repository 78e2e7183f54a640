import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { IdentityService } from './identity.service.js';

/** The staff audit log also records what other services report: prompt changes and content changes. */
export async function subscribeAuditEvents(bus: EventBus, service: IdentityService): Promise<Subscription[]> {
  return Promise.all([
    bus.subscribe(Subjects.settingsSettingChanged, async (e) => {
      await service.recordExternal({ id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: e.data.actorEmail, action: 'settings.changed', targetId: null, targetLabel: e.data.key });
    }, { durable: 'identity-audit-settings' }),
    bus.subscribe(Subjects.knowledgeContentChanged, async (e) => {
      const action = e.data.change === 'deleted' ? 'content.deleted' : e.data.change === 'created' ? 'content.created' : 'content.updated';
      await service.recordExternal({ id: e.id, at: e.time, actorId: e.data.actorId, actorEmail: null, action, targetId: e.data.itemId, targetLabel: e.data.title });
    }, { durable: 'identity-audit-content' }),
  ]);
}
