import { DEFAULT_SCHOOL_ID, ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

/**
 * The students store. `search` holds lower-case name and email; an external-content FTS5 table with
 * the trigram tokenizer indexes it, so substring search stays fast at district scale.
 */
export const migrations = [
  `CREATE TABLE students (
     seq INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     user_id TEXT NOT NULL UNIQUE,
     first_name TEXT,
     last_name TEXT,
     email TEXT,
     date_of_birth TEXT,
     siblings TEXT,
     gpa REAL,
     sat_score INTEGER,
     act_score INTEGER,
     class_rank TEXT,
     grade TEXT,
     high_school_name TEXT,
     high_school_location TEXT,
     ap_ib_honors TEXT,
     activities_outside_school TEXT,
     clubs TEXT,
     internships_volunteer TEXT,
     leadership TEXT,
     target_colleges INTEGER NOT NULL DEFAULT 0,
     search TEXT NOT NULL,
     sort_name TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX students_sort_name ON students(sort_name, id);
   CREATE INDEX students_gpa ON students(gpa, sort_name);
   CREATE INDEX students_grade ON students(CAST(grade AS INTEGER), sort_name);
   CREATE INDEX students_targets ON students(target_colleges, sort_name);
   CREATE INDEX students_updated ON students(updated_at);
   CREATE VIRTUAL TABLE students_search USING fts5(search, tokenize = 'trigram', content = 'students', content_rowid = 'seq');
   CREATE TRIGGER students_ai AFTER INSERT ON students BEGIN
     INSERT INTO students_search(rowid, search) VALUES (new.seq, new.search);
   END;
   CREATE TRIGGER students_ad AFTER DELETE ON students BEGIN
     INSERT INTO students_search(students_search, rowid, search) VALUES ('delete', old.seq, old.search);
   END;
   CREATE TRIGGER students_au AFTER UPDATE OF search ON students BEGIN
     INSERT INTO students_search(students_search, rowid, search) VALUES ('delete', old.seq, old.search);
     INSERT INTO students_search(rowid, search) VALUES (new.seq, new.search);
   END;
   CREATE TABLE student_courses (
     student_id TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     course_name TEXT NOT NULL,
     level TEXT NOT NULL CHECK (level IN ('AP','Honors','Regular')),
     grade TEXT,
     PRIMARY KEY (student_id, position)
   );
   CREATE TABLE student_activities (
     student_id TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     name TEXT NOT NULL,
     role TEXT,
     years INTEGER,
     hours_per_week REAL,
     PRIMARY KEY (student_id, position)
   );
   CREATE TABLE college_preferences (
     student_id TEXT PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
     overall_feeling TEXT,
     concerns TEXT,
     college_search_started TEXT,
     college_size TEXT NOT NULL,
     location TEXT NOT NULL,
     academics TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  // Events commit with the change they report (the kit's outbox; its relay publishes them).
  OUTBOX_TABLE_SQL,
  // Schools: the roster's enrollment. Existing students keep school_id null, which reads as the
  // district's default school. The indexes serve the lists a counselor opens: their caseload, and their
  // schools' students, each by name; a null school is indexed as the default school (the list's expression).
  `ALTER TABLE students ADD COLUMN school_id TEXT;
   ALTER TABLE students ADD COLUMN counselor_id TEXT;
   ALTER TABLE students ADD COLUMN status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active','alumni','inactive'));
   ALTER TABLE students ADD COLUMN sourced_id TEXT;
   CREATE INDEX students_caseload ON students(counselor_id, status, sort_name, id);
   CREATE INDEX students_school ON students(COALESCE(school_id, '${DEFAULT_SCHOOL_ID}'), status, sort_name, id);
   CREATE INDEX students_status ON students(status, sort_name, id);`,
  // Records the roster made before the student saved a profile (see StudentProfile.rosterOnly).
  `ALTER TABLE students ADD COLUMN roster_only INTEGER NOT NULL DEFAULT 0;`,
  // A caseload list names the counselor and the schools: with the school in its index the planner reads the
  // caseload's few hundred rows, rather than the whole school's and keeping the counselor's.
  `DROP INDEX students_caseload;
   CREATE INDEX students_caseload ON students(counselor_id, COALESCE(school_id, '${DEFAULT_SCHOOL_ID}'), status, sort_name, id);`,
  // Whether the roster has been told of the profile (a profile event written to the outbox). Profiles from before
  // the roster existed were announced only in events the bus may no longer hold, so they start at 0 and the
  // start-up backfill (application/roster-backfill.ts) announces them; every write since marks its row. The
  // partial index holds only the rows still to announce: empty once the backfill is done.
  `ALTER TABLE students ADD COLUMN roster_announced INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX students_unannounced ON students(seq) WHERE roster_announced = 0;`,
  // College lists: targetColleges follows the length of the student's list once there is one. The
  // colleges service's events land in college_lists (also for a student not stored yet, applied on insert) and
  // are copied onto the record, where the lists sort and the dashboard counts by the value shown.
  `CREATE TABLE college_lists (student_id TEXT PRIMARY KEY, list_count INTEGER, updated_at TEXT NOT NULL);
   ALTER TABLE students ADD COLUMN college_list_count INTEGER;
   DROP INDEX students_targets;
   CREATE INDEX students_targets ON students(COALESCE(college_list_count, target_colleges), sort_name);`,
  // Records: the kit's erasure ledger, so an enrollment still in flight cannot bring an erased student back.
  ERASURES_TABLE_SQL,
  // One-time publications at start (application/profile-republish.ts), by name: `after` is the last record id a
  // committed batch covered (written with that batch's events), `done_at` set once the last batch is out. A data
  // folder without a name's row has not had that publication.
  `CREATE TABLE backfills (name TEXT PRIMARY KEY, after TEXT, done_at TEXT);`,
];
