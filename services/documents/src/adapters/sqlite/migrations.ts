import { ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL, UPLOADS_TABLE_SQL } from '@counsel/kit';

export const migrations = [
  `CREATE TABLE student_owners (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL
   );
   ${UPLOADS_TABLE_SQL}
   CREATE TABLE documents (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     owner_user_id TEXT NOT NULL,
     upload_id TEXT NOT NULL UNIQUE,
     blob_id TEXT NOT NULL,
     file_name TEXT NOT NULL,
     file_type TEXT NOT NULL,
     file_size INTEGER NOT NULL,
     uploaded_at TEXT NOT NULL
   );
   CREATE INDEX documents_student ON documents(student_id, uploaded_at);
   CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     seq INTEGER NOT NULL,
     subject TEXT NOT NULL,
     payload TEXT NOT NULL
   );`,
  `CREATE TABLE done_steps (
     step TEXT PRIMARY KEY,
     at TEXT NOT NULL
   );`,
  // The kit's outbox table (it keeps each event's time); events still pending move over in their order.
  `ALTER TABLE outbox RENAME TO outbox_before_kit;
   ${OUTBOX_TABLE_SQL}
   INSERT INTO outbox (id, subject, time, payload)
     SELECT id, subject, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), payload FROM outbox_before_kit ORDER BY seq;
   DROP TABLE outbox_before_kit;`,
  // Schools: who may see a student's documents depends on the student's school.
  `ALTER TABLE student_owners ADD COLUMN school_id TEXT;`,
  // Records: the kit's erasure ledger, and the indexes an erasure deletes by.
  `${ERASURES_TABLE_SQL}
   CREATE INDEX documents_owner ON documents(owner_user_id);
   CREATE INDEX uploads_owner ON uploads(owner_user_id);`,
];
