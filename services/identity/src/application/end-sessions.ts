import type { OutboxEvent } from '@counsel/kit';
import { committed, type IdentityStore, type IdentityWrites } from '../ports/identity-store.js';

/** Tries before giving up on a user whose sessions keep changing (each refusal means one opened or ended meanwhile). */
const ATTEMPTS = 10;

/**
 * Ends every session of a user in one unit of work with the events that name them (`events(ids)`) and whatever
 * `alsoWrite` adds. The ids are read first; a session opened or ended before the unit commits refuses it, and it
 * starts over, so the events always name exactly the sessions that ended. Answers their ids.
 */
export async function endAllSessions(
  store: IdentityStore, userId: string, events: (sessionIds: string[]) => readonly OutboxEvent[], alsoWrite: (w: IdentityWrites) => void = () => undefined,
): Promise<string[]> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const ids = await store.sessions.idsForUser(userId);
    const unit = store.write((w) => {
      w.sessions.revokeAll(userId, ids);
      alsoWrite(w);
    }, events(ids));
    if (await committed(unit, 'changed')) return ids;
  }
  throw new Error(`the sessions of account ${userId} kept changing while they were being ended`);
}
