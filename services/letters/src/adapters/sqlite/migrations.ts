import { ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL, UPLOADS_TABLE_SQL } from '@counsel/kit';

/**
 * letters.sqlite. The read models (students, their applications, staff accounts) come from other services'
 * events; requests and letters are this service's own. A teacher's queue reads by teacher, a student's by
 * student, the staff's list by school and state.
 */
export const migrations = [
  `CREATE TABLE students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     counselor_user_id TEXT,
     first_name TEXT,
     last_name TEXT,
     grade TEXT
   );
   CREATE INDEX students_user ON students(user_id);
   CREATE TABLE applications (
     application_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     position INTEGER NOT NULL,
     college_id TEXT NOT NULL,
     college_name TEXT NOT NULL,
     plan TEXT,
     deadline TEXT,
     status TEXT NOT NULL
   );
   CREATE INDEX applications_student ON applications(student_id, position);
   -- When each student's list was last taken in (a list event older than that is dropped).
   CREATE TABLE application_lists (
     student_id TEXT PRIMARY KEY,
     updated_at TEXT NOT NULL
   );
   -- Staff accounts (teachers among them); school_ids is a JSON list (empty: the default school).
   CREATE TABLE accounts (
     user_id TEXT PRIMARY KEY,
     email TEXT,
     role TEXT,
     first_name TEXT,
     last_name TEXT,
     active INTEGER NOT NULL,
     school_ids TEXT NOT NULL
   );
   CREATE INDEX accounts_role ON accounts(role, active);
   CREATE TABLE requests (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     student_user_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     teacher_user_id TEXT NOT NULL,
     application_ids TEXT NOT NULL,
     note TEXT NOT NULL,
     waived INTEGER NOT NULL,
     state TEXT NOT NULL,
     decline_reason TEXT,
     school_year TEXT NOT NULL,
     requested_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX requests_student ON requests(student_id, teacher_user_id);
   CREATE INDEX requests_student_user ON requests(student_user_id);
   CREATE INDEX requests_teacher ON requests(teacher_user_id, school_year, state);
   CREATE INDEX requests_school ON requests(school_id, requested_at);
   CREATE TABLE letters (
     request_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     body TEXT,
     blob_id TEXT,
     file_name TEXT,
     file_size INTEGER,
     ai_draft_used INTEGER NOT NULL,
     submitted_at TEXT NOT NULL,
     submitted_by TEXT NOT NULL
   );
   CREATE INDEX letters_student ON letters(student_id);
   -- One-time jobs done (the demo seed), so a restart does not repeat them.
   CREATE TABLE markers (
     key TEXT PRIMARY KEY
   );`,
  // The kit's erasure ledger (the tombstones) and outbox (events commit with the change they report).
  ERASURES_TABLE_SQL,
  OUTBOX_TABLE_SQL,
  // Letters uploaded as PDFs: the kit's upload ledger (signed upload URLs, single use, swept when never registered).
  UPLOADS_TABLE_SQL,
  // The counselor's packet: a document per student and kind (content: text, a form as JSON, or a file), the
  // schools' profiles per school year, the profile fields the school report is pre-filled from, and brag sheets.
  `CREATE TABLE school_documents (
     student_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     state TEXT NOT NULL,
     text TEXT,
     form TEXT,
     blob_id TEXT,
     file_name TEXT,
     file_size INTEGER,
     updated_at TEXT NOT NULL,
     updated_by TEXT NOT NULL,
     PRIMARY KEY (student_id, kind)
   );
   CREATE TABLE school_profiles (
     school_id TEXT NOT NULL,
     school_year TEXT NOT NULL,
     blob_id TEXT NOT NULL,
     file_name TEXT NOT NULL,
     file_size INTEGER NOT NULL,
     uploaded_at TEXT NOT NULL,
     uploaded_by TEXT NOT NULL,
     PRIMARY KEY (school_id, school_year)
   );
   CREATE TABLE student_academics (
     student_id TEXT PRIMARY KEY,
     gpa REAL,
     class_rank TEXT
   );
   CREATE TABLE brag_questions (
     school_id TEXT PRIMARY KEY,
     questions TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE brag_sheets (
     student_id TEXT PRIMARY KEY,
     answers TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE brag_shares (
     request_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL
   );
   CREATE INDEX brag_shares_student ON brag_shares(student_id);`,
  // Schools' names (from the roster's school events), for the student's card and the packet's cover.
  `CREATE TABLE schools (
     school_id TEXT PRIMARY KEY,
     name TEXT NOT NULL
   );`,
  // The staff's list counts per state and pages by school: from the index alone, not a row read per request
  // (a school of 400 students' counts took a millisecond each; bench/letters.bench.mjs).
  `CREATE INDEX requests_school_state ON requests(school_id, state, requested_at);`,
  // The counselor letter records that it was started from the assistant's draft, as teachers' letters do.
  `ALTER TABLE school_documents ADD COLUMN ai_draft_used INTEGER NOT NULL DEFAULT 0;`,
];
