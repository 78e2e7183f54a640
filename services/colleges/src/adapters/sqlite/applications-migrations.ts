import { ERASURES_FROM_TOMBSTONES_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

/**
 * The lists' own SQLite file (`colleges.sqlite`; the catalog has its own). The board starts from the students
 * of a caseload or school (students_counselor, students_school), joins their applications through the
 * per-student unique index, and looks up each curated date by its primary key, so its cost follows the
 * caseload, not the district.
 */
export const applicationsMigrations = [
  `CREATE TABLE students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     counselor_user_id TEXT,
     first_name TEXT,
     last_name TEXT,
     grade TEXT,
     sat INTEGER,
     act INTEGER,
     status TEXT NOT NULL DEFAULT 'active'
   );
   CREATE INDEX students_counselor ON students(counselor_user_id);
   CREATE INDEX students_school ON students(school_id);
   CREATE INDEX students_user ON students(user_id);
   CREATE TABLE applications (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     college_id TEXT NOT NULL,
     college_name TEXT NOT NULL,
     plan TEXT,
     status TEXT NOT NULL,
     cycle INTEGER NOT NULL,
     own_deadline TEXT,
     materials TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     UNIQUE (student_id, college_id, cycle)
   );
   CREATE INDEX applications_college ON applications(college_id, cycle);
   CREATE TABLE application_changes (
     id TEXT PRIMARY KEY,
     application_id TEXT NOT NULL,
     student_id TEXT NOT NULL,
     at TEXT NOT NULL,
     actor_id TEXT NOT NULL,
     actor_name TEXT,
     summary TEXT NOT NULL
   );
   CREATE INDEX application_changes_application ON application_changes(application_id, at);
   CREATE INDEX application_changes_student ON application_changes(student_id);
   CREATE TABLE curated_deadlines (
     college_id TEXT NOT NULL,
     cycle INTEGER NOT NULL,
     plan TEXT NOT NULL,
     date TEXT NOT NULL,
     updated_by TEXT,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (college_id, cycle, plan)
   );
   CREATE TABLE calendar_feeds (
     student_id TEXT PRIMARY KEY,
     feed_id TEXT NOT NULL,
     token_hash TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     revoked_at TEXT
   );
   CREATE TABLE feed_key (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     key TEXT NOT NULL
   );
   INSERT INTO feed_key (id, key) VALUES (1, lower(hex(randomblob(32))));`,
  // Events commit with the change they report (the kit's outbox; its relay publishes them).
  OUTBOX_TABLE_SQL,
  // Each erasure of a student, by the records service's deletion id (a redelivery finds it done);
  // student_id stays as the tombstone that keeps a late profile event from recreating the student.
  `CREATE TABLE erasures (
     deletion_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX erasures_student ON erasures(student_id);`,
  // The letters service's requests and school documents, from its events. applications is JSON (empty:
  // all of the student's); the board reads them for the students of its rows in one query, by student.
  `CREATE TABLE letter_requests (
     request_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     teacher_user_id TEXT NOT NULL,
     teacher_name TEXT,
     application_ids TEXT NOT NULL,
     state TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX letter_requests_student ON letter_requests(student_id);
   CREATE TABLE school_documents (
     student_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     state TEXT NOT NULL,
     at TEXT NOT NULL,
     PRIMARY KEY (student_id, kind)
   );`,
  // The school's own history for the fit (domain/school-history.ts): the student's GPA, the outcomes service's
  // history points (anonymous: result and scores of a school's past applicants to a college) and its rules.
  `ALTER TABLE students ADD COLUMN gpa REAL;
   CREATE TABLE history_points (
     outcome_id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL,
     college_id TEXT NOT NULL,
     result TEXT NOT NULL,
     gpa REAL,
     sat INTEGER,
     act INTEGER
   );
   CREATE INDEX history_points_school_college ON history_points(school_id, college_id);
   CREATE TABLE history_rules (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     minimum_applicants INTEGER NOT NULL,
     students_may_see INTEGER NOT NULL
   );`,
  // The erasures become the kit's ledger (what each deletion removed, with the tombstones), keeping every tombstone.
  ERASURES_FROM_TOMBSTONES_SQL,
];
