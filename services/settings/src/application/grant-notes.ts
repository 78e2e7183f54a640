import { Subjects } from '@counsel/proto-events';
import { AnswerNotes, type OutboxEvent } from '@counsel/kit';
import { grantsChangedBy, isKnownKey } from '../domain/setting.js';
import type { SettingStore } from '../ports/setting-store.js';

/**
 * Every settings mutation's answer names the roles whose grants its saved changes alter
 * (`extensions.roleSessionsChanging`), read from the `settingsSettingChanged` events it committed: the age-of-majority
 * rule, which identity applies to every guardian's `students` claim from that event. A role, not the users: the
 * guardians may be any number, and only identity knows them. The gateway forgets the sessions it cached for users of
 * the role and holds each one's next request until identity says it has refreshed that user's sessions (gateway
 * session-tokens.ts), so no request after the answer rides a token of before the change.
 */
export const grantNotes = new AnswerNotes('roleSessionsChanging', (event: OutboxEvent) => {
  if (event.subject !== Subjects.settingsSettingChanged) return null;
  const { key } = (event as OutboxEvent<typeof Subjects.settingsSettingChanged>).data;
  return isKnownKey(key) ? grantsChangedBy(key) : null;
});

/**
 * Has each save the store commits note its events to the request it runs in. AnswerNotes watches a unit of work's
 * `write`; this store commits a change with `save`, so its committed events are handed on as one.
 */
export function noteGrantChanges(store: SettingStore): void {
  const committed = { write: async (_work: never, _events?: readonly OutboxEvent[]) => undefined };
  grantNotes.watch(committed);
  const save = store.save.bind(store);
  store.save = async (change, events) => {
    const saved = await save(change, events);
    if (events) await committed.write(undefined as never, events);
    return saved;
  };
}
