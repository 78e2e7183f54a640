import { Subjects } from '@counsel/proto-events';
import { AnswerNotes, type OutboxEvent } from '@counsel/kit';
import type { DeletionStore } from '../ports/records-store.js';

/**
 * Every records mutation's answer names the students whose deletion it requested (`extensions.sessionsChanging`, their
 * account ids), read from the `recordsDeletionRequested` events it committed: an admin's request, or the deletions
 * switching retention on runs at once. Identity blocks the account and ends its sessions from that event a moment
 * later; the gateway forgets the student's cached sessions before the operation answers and holds their next request
 * until identity says it has ended them (gateway session-tokens.ts), so no request after the answer is served.
 */
export const deletionNotes = new AnswerNotes('sessionsChanging', (event: OutboxEvent) =>
  (event.subject === Subjects.recordsDeletionRequested
    ? (event as OutboxEvent<typeof Subjects.recordsDeletionRequested>).data.studentUserId : null));

/**
 * Has each deletion the store commits note its event to the request it runs in. AnswerNotes watches a unit of work's
 * `write`; this store commits a deletion with its own method, so its committed events are handed on as one.
 */
export function noteDeletions(store: DeletionStore): void {
  const committed = { write: async (_work: never, _events?: readonly OutboxEvent[]) => undefined };
  deletionNotes.watch(committed);
  const create = store.createDeletion.bind(store);
  store.createDeletion = async (deletion, events) => {
    const created = await create(deletion, events);
    if (created) await committed.write(undefined as never, events);
    return created;
  };
}
