import { ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

/**
 * planning.sqlite. Students come from the students service's profile events; catalogs, requirement sets and plans
 * are this service's own. A plan keeps its checks' status (worst and per set) beside it, with the student's school
 * and counselor, so the staff's lists ("off track", "needing review") are index reads.
 */
export const migrations = [
  `CREATE TABLE students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     school_id TEXT NOT NULL,
     counselor_user_id TEXT,
     first_name TEXT,
     last_name TEXT,
     grade INTEGER,
     status TEXT NOT NULL,
     courses_json TEXT NOT NULL
   );
   CREATE INDEX students_user ON students(user_id);
   CREATE INDEX students_school ON students(school_id);
   CREATE TABLE courses (
     id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL,
     code TEXT NOT NULL,
     title TEXT NOT NULL,
     subject_area TEXT NOT NULL,
     credits REAL NOT NULL,
     grade_levels_json TEXT NOT NULL,
     level TEXT NOT NULL,
     prerequisites_json TEXT NOT NULL,
     entrance_areas_json TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     UNIQUE (school_id, code)
   );
   CREATE TABLE course_imports (
     id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL,
     body_json TEXT NOT NULL
   );
   CREATE TABLE requirement_sets (
     id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL,
     body_json TEXT NOT NULL
   );
   CREATE INDEX requirement_sets_school ON requirement_sets(school_id);
   CREATE TABLE plans (
     student_id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL,
     counselor_user_id TEXT,
     student_name TEXT NOT NULL,
     grade INTEGER,
     status TEXT NOT NULL,
     track TEXT NOT NULL,
     body_json TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   -- In the list's order, with the school: a page and its counts read the index alone.
   CREATE INDEX plans_counselor_track ON plans(counselor_user_id, track, student_name COLLATE NOCASE, student_id, school_id);
   CREATE INDEX plans_counselor_status ON plans(counselor_user_id, status, student_name COLLATE NOCASE, student_id, school_id);
   CREATE INDEX plans_school_track ON plans(school_id, track, student_name COLLATE NOCASE, student_id);
   CREATE INDEX plans_school_status ON plans(school_id, status, student_name COLLATE NOCASE, student_id);
   CREATE TABLE plan_tracks (
     student_id TEXT NOT NULL,
     set_id TEXT NOT NULL,
     set_name TEXT NOT NULL,
     status TEXT NOT NULL,
     PRIMARY KEY (student_id, set_id)
   );
   CREATE TABLE plan_comments (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     author_user_id TEXT NOT NULL,
     author_name TEXT NOT NULL,
     text TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX plan_comments_student ON plan_comments(student_id, created_at);
   CREATE TABLE plan_history (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     student_id TEXT NOT NULL,
     at TEXT NOT NULL,
     actor_user_id TEXT NOT NULL,
     actor_name TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT
   );
   CREATE INDEX plan_history_student ON plan_history(student_id, seq);
   ${OUTBOX_TABLE_SQL}
   ${ERASURES_TABLE_SQL}`,
];
