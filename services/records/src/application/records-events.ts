import { OutboxEvents } from '@counsel/kit';

/** The records service's events (deletion requests and completions, exports for the audit log), relayed from its outbox. */
export class RecordsEvents extends OutboxEvents {}
