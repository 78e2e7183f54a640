import { Subjects } from '@counsel/proto-events';
import { AnswerNotes, type OutboxEvent } from '@counsel/kit';

/**
 * Every roster mutation's answer names the accounts whose access it changed (`extensions.sessionsChanging`): a staff
 * member's or teacher's schools, an imported account's role, names or deactivation, read from the
 * `rosterStaffAssigned` and `rosterAccountImported` events its units of work committed. Identity puts those in the
 * accounts' tokens once it has applied the events; the gateway forgets the sessions it cached for them before the
 * operation answers, and holds their next request until identity says it has refreshed or ended their sessions (or
 * a short bound passes), so no request after the answer rides a token of before the change.
 */
export const grantChanges = new AnswerNotes('sessionsChanging', (event: OutboxEvent) =>
  (event.subject === Subjects.rosterStaffAssigned || event.subject === Subjects.rosterAccountImported
    ? (event as OutboxEvent<typeof Subjects.rosterStaffAssigned>).data.userId : null));
