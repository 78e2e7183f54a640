import type { SqliteDatabase } from '@counsel/kit';

/** Writes to the student context tables (student_context, student_documents) by this process, per database. */
const writes = new WeakMap<SqliteDatabase, number>();

/** Called by every write to the student context tables, whichever store makes it (the erasure is the records store's). */
export function contextWritten(db: SqliteDatabase): void {
  writes.set(db, (writes.get(db) ?? 0) + 1);
}

/**
 * Which state of the student context tables a read sees: another connection's commit moves `data_version`, and this
 * process's writes to those tables move the count. A parsed context read at one revision is what a read at the same
 * revision would parse again. The chat log's turns, written on every turn to the same file, do not move it.
 */
export function contextRevision(db: SqliteDatabase): string {
  // The same statement (and mode) as the kit's sqliteRevision: the statement cache hands both the same one.
  return `${db.prepare('PRAGMA data_version').pluck().get() as number}.${writes.get(db) ?? 0}`;
}
