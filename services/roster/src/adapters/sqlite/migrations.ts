import { DEFAULT_SCHOOL_ID, ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL, UPLOADS_TABLE_SQL } from '@counsel/kit';
import { DEFAULT_SCHOOL_NAME } from '../../domain/school.js';

/**
 * The roster store. The district's default school exists from the first start, so students and staff from
 * before schools existed (whose records name no school) belong to it.
 */
export const migrations = [
  `CREATE TABLE schools (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     nces_id TEXT,
     city TEXT,
     state TEXT,
     sourced_id TEXT UNIQUE,
     archived INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   INSERT INTO schools (id, name, archived, created_at, updated_at)
     VALUES ('${DEFAULT_SCHOOL_ID}', '${DEFAULT_SCHOOL_NAME}', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
   CREATE TABLE users (
     user_id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('student','counselor','admin')),
     first_name TEXT,
     last_name TEXT,
     sourced_id TEXT,
     active INTEGER NOT NULL DEFAULT 1
   );
   CREATE INDEX users_email ON users(email);
   CREATE INDEX users_sourced ON users(sourced_id);
   CREATE TABLE staff_schools (
     user_id TEXT NOT NULL,
     school_id TEXT NOT NULL REFERENCES schools(id),
     PRIMARY KEY (user_id, school_id)
   );
   CREATE INDEX staff_schools_school ON staff_schools(school_id);
   CREATE TABLE enrollments (
     student_user_id TEXT PRIMARY KEY,
     student_id TEXT UNIQUE,
     school_id TEXT NOT NULL REFERENCES schools(id),
     grade TEXT CHECK (grade IN ('9','10','11','12')),
     status TEXT NOT NULL CHECK (status IN ('active','alumni','inactive')),
     manual_counselor_id TEXT,
     counselor_id TEXT,
     sourced_id TEXT,
     first_name TEXT,
     last_name TEXT,
     email TEXT,
     graduated_at TEXT,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX enrollments_school ON enrollments(school_id, status);
   CREATE INDEX enrollments_counselor ON enrollments(counselor_id);
   CREATE INDEX enrollments_sourced ON enrollments(sourced_id);
   CREATE TABLE caseload_rules (
     id TEXT PRIMARY KEY,
     school_id TEXT NOT NULL REFERENCES schools(id),
     counselor_id TEXT NOT NULL,
     grade_from INTEGER NOT NULL,
     grade_to INTEGER NOT NULL,
     surname_from TEXT NOT NULL,
     surname_to TEXT NOT NULL,
     position INTEGER NOT NULL
   );
   CREATE INDEX caseload_rules_school ON caseload_rules(school_id, position);
   ${UPLOADS_TABLE_SQL}
   CREATE TABLE roster_imports (
     id TEXT PRIMARY KEY,
     format TEXT NOT NULL,
     status TEXT NOT NULL,
     file_name TEXT,
     file_hash TEXT NOT NULL,
     counts TEXT NOT NULL,
     rejected TEXT NOT NULL,
     created_by_id TEXT NOT NULL,
     created_at TEXT NOT NULL,
     applied_at TEXT,
     applied_with_rejections INTEGER NOT NULL DEFAULT 0,
     upload_id TEXT NOT NULL,
     blob_id TEXT NOT NULL
   );
   CREATE INDEX roster_imports_created ON roster_imports(created_at DESC);
   CREATE TABLE rollovers (
     id TEXT PRIMARY KEY,
     actor_id TEXT NOT NULL,
     promoted INTEGER NOT NULL,
     graduated INTEGER NOT NULL,
     at TEXT NOT NULL
   );`,
  // Events commit with the change they report (the kit's outbox; its relay publishes them).
  OUTBOX_TABLE_SQL,
  // How many accounts an apply created (the admin waits for identity to have them all).
  `ALTER TABLE roster_imports ADD COLUMN new_accounts INTEGER NOT NULL DEFAULT 0`,
  // Records: the kit's erasure ledger, so a sign-up or profile event still in flight cannot bring an erased
  // student back.
  ERASURES_TABLE_SQL,
  // How each import's text was read (JSON), so an apply knows whether its encoding still needs confirming.
  `ALTER TABLE roster_imports ADD COLUMN encoding TEXT`,
  // Teachers: the role's CHECK widens; SQLite cannot alter a CHECK, so users is rebuilt (nothing references it).
  `CREATE TABLE users_next (
     user_id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('student','counselor','admin','teacher')),
     first_name TEXT,
     last_name TEXT,
     sourced_id TEXT,
     active INTEGER NOT NULL DEFAULT 1
   );
   INSERT INTO users_next (user_id, email, role, first_name, last_name, sourced_id, active)
     SELECT user_id, email, role, first_name, last_name, sourced_id, active FROM users;
   DROP TABLE users;
   ALTER TABLE users_next RENAME TO users;
   CREATE INDEX users_email ON users(email);
   CREATE INDEX users_sourced ON users(sourced_id);`,
  // Guardians a roster import names: the role's CHECK widens again (users rebuilt as above).
  `CREATE TABLE users_next (
     user_id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('student','counselor','admin','teacher','guardian')),
     first_name TEXT,
     last_name TEXT,
     sourced_id TEXT,
     active INTEGER NOT NULL DEFAULT 1
   );
   INSERT INTO users_next (user_id, email, role, first_name, last_name, sourced_id, active)
     SELECT user_id, email, role, first_name, last_name, sourced_id, active FROM users;
   DROP TABLE users;
   ALTER TABLE users_next RENAME TO users;
   CREATE INDEX users_email ON users(email);
   CREATE INDEX users_sourced ON users(sourced_id);`,
];
