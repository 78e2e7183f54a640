import { ERASURES_FROM_TOMBSTONES_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

/**
 * counseling.sqlite. Lists across students (recent notes, overdue tasks, task counts) start from the students of
 * the caller's schools (students_school) and reach each student's rows by their student index, so their cost
 * follows the caseload, not the district.
 */
export const migrations = [
  `CREATE TABLE students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     counselor_user_id TEXT,
     first_name TEXT,
     last_name TEXT,
     grade TEXT,
     status TEXT NOT NULL
   );
   CREATE INDEX students_school ON students(school_id, grade);
   CREATE INDEX students_user ON students(user_id);
   CREATE TABLE student_applications (
     application_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL
   );
   CREATE INDEX student_applications_student ON student_applications(student_id);
   -- When each student's list was last taken in (a list event older than that is dropped).
   CREATE TABLE application_lists (
     student_id TEXT PRIMARY KEY,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE notes (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     body TEXT NOT NULL,
     pinned INTEGER NOT NULL,
     tags TEXT NOT NULL,
     author_id TEXT NOT NULL,
     author_name TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     updated_by TEXT NOT NULL,
     updated_by_name TEXT NOT NULL
   );
   CREATE INDEX notes_student ON notes(student_id, created_at);
   CREATE TABLE note_revisions (
     id TEXT PRIMARY KEY,
     note_id TEXT NOT NULL,
     student_id TEXT NOT NULL,
     previous_body TEXT NOT NULL,
     previous_pinned INTEGER NOT NULL,
     previous_tags TEXT NOT NULL,
     edited_at TEXT NOT NULL,
     edited_by TEXT NOT NULL,
     edited_by_name TEXT NOT NULL
   );
   CREATE INDEX note_revisions_note ON note_revisions(note_id, edited_at);
   CREATE INDEX note_revisions_student ON note_revisions(student_id);
   CREATE TABLE meetings (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     counselor_user_id TEXT NOT NULL,
     counselor_name TEXT NOT NULL,
     starts_at TEXT NOT NULL,
     length_minutes INTEGER NOT NULL,
     kind TEXT NOT NULL,
     topics TEXT NOT NULL,
     note TEXT,
     state TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX meetings_student ON meetings(student_id, starts_at);
   CREATE INDEX meetings_counselor ON meetings(counselor_user_id, starts_at);
   CREATE TABLE tasks (
     id TEXT PRIMARY KEY,
     title TEXT NOT NULL,
     due_date TEXT NOT NULL,
     application_id TEXT,
     group_school_id TEXT,
     group_grade TEXT,
     created_by TEXT NOT NULL,
     created_by_name TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX tasks_created_by ON tasks(created_by);
   -- school_id: the assignee's school as the read model holds it (moved with the student), for task_counts.
   CREATE TABLE task_assignments (
     task_id TEXT NOT NULL,
     student_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     done INTEGER NOT NULL,
     done_at TEXT,
     done_by TEXT,
     PRIMARY KEY (task_id, student_id)
   );
   CREATE INDEX task_assignments_student ON task_assignments(student_id, done);
   CREATE INDEX task_assignments_open ON task_assignments(task_id, done);
   -- Completion per task and school, kept with every change of an assignment: the task list and the overdue
   -- list read these instead of counting a whole grade's assignments on every dashboard load.
   CREATE TABLE task_counts (
     task_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     total INTEGER NOT NULL,
     done INTEGER NOT NULL,
     PRIMARY KEY (task_id, school_id)
   );
   CREATE INDEX task_counts_school ON task_counts(school_id);
   -- Each erasure by the records service's deletion id (a redelivery finds it done); student_id is the tombstone.
   CREATE TABLE erasures (
     deletion_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX erasures_student ON erasures(student_id);
   -- One-time jobs done (the demo seed), so a restart does not repeat them.
   CREATE TABLE markers (
     key TEXT PRIMARY KEY
   );`,
  // Events commit with the change they report (the kit's outbox; its relay publishes them).
  OUTBOX_TABLE_SQL,
  // The erasures become the kit's ledger (what each deletion removed, with the tombstones), keeping every tombstone.
  ERASURES_FROM_TOMBSTONES_SQL,
];
