import type { SqliteDatabase } from '@counsel/kit';

/**
 * Which state of the student context tables (student_context, student_documents) a read sees: a counter the tables'
 * own triggers move on every row inserted, updated or deleted (migrations.ts), by this connection or another, by
 * whichever code path (an event's handler, the erasure): no write can forget to report itself. A parsed context read
 * at one revision is what a read at the same revision would parse again. The chat log's turns, written on every turn
 * to the same file, do not move it.
 *
 * A write rolled back takes its move back with it, so a revision seen inside a transaction may later name another
 * state: a reader keeps what it read only outside one (SqliteStudentContextStore.get).
 */
export function contextRevision(db: SqliteDatabase): number {
  return db.prepare('SELECT n FROM context_revision WHERE id = 1').pluck().get() as number;
}
