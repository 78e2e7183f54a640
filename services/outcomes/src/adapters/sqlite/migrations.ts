import { ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

/**
 * outcomes.sqlite. Students and their applications are copies from the students and colleges services' events;
 * outcomes and imports are this service's own. No table holds a name. An outcome's student_id and application_id
 * are cleared when the student's record is deleted; the row stays as the school's anonymous history.
 */
export const migrations = [
  `CREATE TABLE students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     status TEXT NOT NULL,
     gpa REAL,
     sat INTEGER,
     act INTEGER
   );
   CREATE INDEX students_user ON students(user_id);
   CREATE TABLE applications (
     application_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     college_id TEXT NOT NULL,
     plan TEXT,
     status TEXT NOT NULL,
     submitted_at TEXT,
     gpa REAL,
     sat INTEGER,
     act INTEGER
   );
   CREATE INDEX applications_student ON applications(student_id);
   CREATE TABLE outcomes (
     id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL,
     class_year INTEGER NOT NULL,
     college_id TEXT NOT NULL,
     plan TEXT,
     result TEXT NOT NULL,
     gpa REAL,
     sat INTEGER,
     act INTEGER,
     source TEXT NOT NULL,
     import_id TEXT,
     student_id TEXT,
     application_id TEXT UNIQUE
   );
   CREATE INDEX outcomes_school_college ON outcomes(school_id, college_id);
   CREATE INDEX outcomes_student ON outcomes(student_id);
   CREATE TABLE outcome_imports (
     id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL,
     file_hash TEXT NOT NULL,
     status TEXT NOT NULL,
     body_json TEXT NOT NULL
   );
   CREATE INDEX outcome_imports_file ON outcome_imports(school_id, file_hash, status);
   CREATE TABLE rules (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     minimum_applicants INTEGER NOT NULL,
     students_may_see INTEGER NOT NULL
   );
   ${OUTBOX_TABLE_SQL}
   ${ERASURES_TABLE_SQL}`,
  // One-time publications at start (application/history-backfill.ts): a name is written with the events it sent, in one
  // transaction, so a restart never sends them again.
  `CREATE TABLE backfills (
     name TEXT PRIMARY KEY,
     at TEXT NOT NULL
   );`,
];
