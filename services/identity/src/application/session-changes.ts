import { Subjects } from '@counsel/proto-events';
import { AnswerNotes, type OutboxEvent } from '@counsel/kit';

/**
 * Every identity mutation's answer names the users whose sessions it ended or refreshed (`extensions.sessionsChanged`,
 * user ids, never a session), read from the `identitySessionRevoked` and `identitySessionRefreshed` events its units
 * of work committed, whichever use case wrote them: sign-out, a password reset or set, a guardian's link removed or
 * consent withdrawn, a new language. The gateway forgets the sessions it cached for them before the operation
 * answers, so the caller's next request needs no event to have arrived first.
 */
export const sessionChanges = new AnswerNotes('sessionsChanged', (event: OutboxEvent) =>
  (event.subject === Subjects.identitySessionRevoked || event.subject === Subjects.identitySessionRefreshed
    ? (event as OutboxEvent<typeof Subjects.identitySessionRevoked>).data.userId : null));
