import { ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

export const migrations = [
  `CREATE TABLE recipients (
     user_id TEXT PRIMARY KEY,
     email TEXT, first_name TEXT, last_name TEXT, role TEXT,
     school_ids_json TEXT
   );
   CREATE TABLE students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     school_id TEXT, counselor_user_id TEXT, first_name TEXT, last_name TEXT
   );
   CREATE INDEX students_user ON students(user_id);
   CREATE TABLE applications (
     application_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     college_name TEXT NOT NULL,
     deadline TEXT NOT NULL,
     missing_json TEXT NOT NULL
   );
   CREATE INDEX applications_student ON applications(student_id);
   CREATE INDEX applications_deadline ON applications(deadline, application_id);
   CREATE TABLE tasks (
     task_id TEXT NOT NULL, student_id TEXT NOT NULL, title TEXT NOT NULL, due_date TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (task_id, student_id)
   );
   CREATE INDEX tasks_due ON tasks(due_date, done);
   CREATE INDEX tasks_student ON tasks(student_id);
   CREATE TABLE deletions (deletion_id TEXT PRIMARY KEY, requested_by TEXT);
   CREATE TABLE notifications (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     key TEXT NOT NULL,
     title TEXT NOT NULL, body TEXT NOT NULL, link TEXT NOT NULL,
     student_id TEXT,
     created_at TEXT NOT NULL,
     read_at TEXT,
     email_state TEXT NOT NULL,
     emailed_at TEXT,
     email_error TEXT,
     UNIQUE (user_id, key)
   );
   -- The bell's count every 30 s: unread rows of one person, answered from the index alone.
   CREATE INDEX notifications_unread ON notifications(user_id, read_at);
   CREATE INDEX notifications_user_created ON notifications(user_id, created_at DESC);
   CREATE INDEX notifications_email ON notifications(email_state, created_at);
   CREATE INDEX notifications_user_email ON notifications(user_id, email_state);
   CREATE INDEX notifications_created ON notifications(created_at);
   CREATE INDEX notifications_student ON notifications(student_id);
   CREATE TABLE preferences (
     user_id TEXT NOT NULL, kind TEXT NOT NULL, delivery TEXT NOT NULL,
     PRIMARY KEY (user_id, kind)
   );
   CREATE TABLE control_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_ms INTEGER NOT NULL);
   CREATE TABLE digests (user_id TEXT NOT NULL, day TEXT NOT NULL, PRIMARY KEY (user_id, day));
   CREATE TABLE spent_tokens (nonce TEXT PRIMARY KEY);`,
  OUTBOX_TABLE_SQL,
  ERASURES_TABLE_SQL,
  // Guardian links as identity announces them: who besides the student hears of a deadline.
  `CREATE TABLE guardian_links (
     guardian_user_id TEXT NOT NULL, student_user_id TEXT NOT NULL, active INTEGER NOT NULL,
     PRIMARY KEY (student_user_id, guardian_user_id)
   );`,
  // A notification's title and body as a code and values (NotificationText, JSON), for readers in other languages.
  `ALTER TABLE notifications ADD COLUMN text_json TEXT;`,
];
