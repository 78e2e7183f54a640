import { OUTBOX_TABLE_SQL } from '@counsel/kit';

export const migrations = [
  `CREATE TABLE students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     school_id TEXT,
     name TEXT NOT NULL,
     status TEXT NOT NULL,
     status_since TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX students_user ON students(user_id);
   CREATE INDEX students_leavers ON students(status, status_since);
   CREATE TABLE access_log (
     id TEXT PRIMARY KEY,
     at TEXT NOT NULL,
     student_id TEXT NOT NULL,
     actor_id TEXT NOT NULL,
     actor_role TEXT NOT NULL,
     actor_name TEXT NOT NULL,
     parts_json TEXT NOT NULL,
     detail TEXT,
     service TEXT NOT NULL
   );
   CREATE INDEX access_log_student_at ON access_log(student_id, at DESC);
   CREATE INDEX access_log_at ON access_log(at);
   -- Append-only for everyone: the application never updates an entry, and neither may anything else.
   CREATE TRIGGER access_log_no_update BEFORE UPDATE ON access_log BEGIN SELECT RAISE(ABORT, 'the access log is append-only'); END;
   CREATE TABLE deletions (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     student_user_id TEXT NOT NULL,
     student_name TEXT NOT NULL,
     reason TEXT NOT NULL,
     requested_by TEXT,
     requested_by_name TEXT,
     requested_at TEXT NOT NULL,
     state TEXT NOT NULL,
     completing_at TEXT,
     completed_at TEXT
   );
   CREATE UNIQUE INDEX deletions_one_open ON deletions(student_id) WHERE state = 'in_progress';
   CREATE INDEX deletions_requested ON deletions(requested_at DESC);
   CREATE TABLE deletion_confirmations (
     deletion_id TEXT NOT NULL,
     service TEXT NOT NULL,
     confirmed_at TEXT NOT NULL,
     removed_json TEXT NOT NULL,
     PRIMARY KEY (deletion_id, service)
   );
   CREATE TABLE exports (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     student_user_id TEXT NOT NULL,
     requested_by TEXT NOT NULL,
     requested_role TEXT NOT NULL,
     state TEXT NOT NULL,
     created_at TEXT NOT NULL,
     finished_at TEXT,
     error TEXT,
     blob_id TEXT,
     bytes INTEGER,
     file_count INTEGER,
     expires_at TEXT
   );
   CREATE INDEX exports_student ON exports(student_id);
   CREATE INDEX exports_state ON exports(state);
   CREATE TABLE retention_state (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     enabled INTEGER NOT NULL,
     previewed_at TEXT,
     last_run_at TEXT,
     last_run_deleted INTEGER NOT NULL
   );`,
  OUTBOX_TABLE_SQL,
];
