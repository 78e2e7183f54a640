import { ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

/**
 * The read model: each student's facts as their owners announced them, and `counts`, what those facts add up to
 * per school and class year. Every count is also kept for the district (school '*') and for every class
 * (class_year -1), so a district's dashboard reads one slice of counts however many students it has.
 */
export const migrations = [
  `CREATE TABLE students (
     student_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, school_id TEXT NOT NULL, class_year INTEGER,
     counselor_user_id TEXT, status TEXT NOT NULL
   );
   CREATE INDEX students_user ON students(user_id);
   CREATE INDEX students_school_year ON students(school_id, class_year);
   CREATE TABLE applications (
     student_id TEXT NOT NULL, application_id TEXT NOT NULL, college_id TEXT NOT NULL, college_name TEXT NOT NULL,
     status TEXT NOT NULL, deadline TEXT,
     PRIMARY KEY (student_id, application_id)
   );
   CREATE TABLE tasks (
     task_id TEXT NOT NULL, student_id TEXT NOT NULL, due_date TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (student_id, task_id)
   );
   CREATE INDEX tasks_task ON tasks(task_id);
   CREATE TABLE letters (request_id TEXT PRIMARY KEY, student_id TEXT NOT NULL, state TEXT NOT NULL);
   CREATE INDEX letters_student ON letters(student_id);
   CREATE TABLE plans (student_id TEXT PRIMARY KEY, track TEXT NOT NULL);
   CREATE TABLE meetings (meeting_id TEXT PRIMARY KEY, student_id TEXT NOT NULL, counselor_user_id TEXT NOT NULL, cancelled INTEGER NOT NULL);
   CREATE INDEX meetings_student ON meetings(student_id);
   CREATE TABLE signins (event_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, week TEXT NOT NULL, is_student INTEGER NOT NULL);
   CREATE INDEX signins_user ON signins(user_id);
   CREATE TABLE counts (
     figure TEXT NOT NULL, school_id TEXT NOT NULL, class_year INTEGER NOT NULL, k1 TEXT NOT NULL, k2 TEXT NOT NULL, n INTEGER NOT NULL,
     PRIMARY KEY (figure, school_id, class_year, k1, k2)
   ) WITHOUT ROWID;
   CREATE TABLE people (user_id TEXT PRIMARY KEY, name TEXT NOT NULL);
   CREATE TABLE schools (school_id TEXT PRIMARY KEY, name TEXT NOT NULL);
   CREATE TABLE freshness (source TEXT PRIMARY KEY, at TEXT NOT NULL);
   CREATE TABLE erasure_tombstones (student_id TEXT PRIMARY KEY, user_id TEXT NOT NULL);
   CREATE INDEX erasure_tombstones_user ON erasure_tombstones(user_id);`,
  // Reporting joins the record protocol: the kit's erasure ledger (the old tombstones carried over, with no counts
  // to confirm again) and the outbox its confirmations go through.
  `${OUTBOX_TABLE_SQL}
   ${ERASURES_TABLE_SQL}
   INSERT INTO erasures (deletion_id, student_id, student_user_id, removed_json, erased_at)
     SELECT 'tombstone:' || student_id, student_id, user_id, '[]', '' FROM erasure_tombstones;
   DROP TABLE erasure_tombstones;`,
];
