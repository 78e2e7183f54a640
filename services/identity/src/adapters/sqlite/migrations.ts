import { OUTBOX_TABLE_SQL } from '@counsel/kit';

export const migrations = [
  `CREATE TABLE users (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     first_name TEXT,
     last_name TEXT,
     role TEXT CHECK (role IN ('student','counselor','admin')),
     password_hash TEXT,
     created_at TEXT NOT NULL,
     last_login_at TEXT,
     search TEXT NOT NULL
   );
   CREATE INDEX users_role ON users(role);
   CREATE INDEX users_search ON users(search);
   CREATE TABLE sessions (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     refresh_token TEXT
   );
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE TABLE audit_log (
     id TEXT PRIMARY KEY,
     at TEXT NOT NULL,
     actor_id TEXT,
     actor_email TEXT,
     action TEXT NOT NULL,
     target_id TEXT,
     target_label TEXT,
     outcome TEXT NOT NULL,
     detail TEXT
   );
   CREATE INDEX audit_at ON audit_log(at DESC);
   CREATE TABLE signing_keys (
     kid TEXT PRIMARY KEY,
     private_jwk TEXT NOT NULL,
     created_at TEXT NOT NULL
   );`,
  // Events commit with the change they report (the kit's outbox; its relay publishes them).
  OUTBOX_TABLE_SQL,
  // Schools, imported accounts and their set-password links. Existing accounts stay activated and
  // enabled, with no schools recorded (the default school until the roster assigns them).
  `ALTER TABLE users ADD COLUMN school_ids TEXT;
   ALTER TABLE users ADD COLUMN activated INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE users ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE users ADD COLUMN import_id TEXT;
   CREATE INDEX users_import ON users(import_id);
   CREATE TABLE set_password_links (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX set_password_links_user ON set_password_links(user_id);
   CREATE TABLE pending_schools (
     user_id TEXT PRIMARY KEY,
     school_ids TEXT NOT NULL
   );
   CREATE TABLE import_tallies (
     import_id TEXT NOT NULL,
     outcome TEXT NOT NULL,
     n INTEGER NOT NULL,
     PRIMARY KEY (import_id, outcome)
   );`,
  // A session opened by the browser sign-in keeps the realm access token the web app handed over.
  `ALTER TABLE sessions ADD COLUMN access_token TEXT;`,
  // Teachers: the role's CHECK widens. SQLite cannot alter a CHECK, so users is rebuilt; sessions and
  // set-password links reference it with ON DELETE CASCADE and foreign keys stay on inside a migration, so they
  // are rebuilt first against the new table (dropping users under them would cascade their rows away).
  `CREATE TABLE users_next (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     first_name TEXT,
     last_name TEXT,
     role TEXT CHECK (role IN ('student','counselor','admin','teacher')),
     password_hash TEXT,
     created_at TEXT NOT NULL,
     last_login_at TEXT,
     search TEXT NOT NULL,
     school_ids TEXT,
     activated INTEGER NOT NULL DEFAULT 1,
     enabled INTEGER NOT NULL DEFAULT 1,
     import_id TEXT
   );
   INSERT INTO users_next (id, email, first_name, last_name, role, password_hash, created_at, last_login_at, search, school_ids, activated, enabled, import_id)
     SELECT id, email, first_name, last_name, role, password_hash, created_at, last_login_at, search, school_ids, activated, enabled, import_id FROM users;
   CREATE TABLE sessions_next (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users_next(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     refresh_token TEXT,
     access_token TEXT
   );
   INSERT INTO sessions_next SELECT id, user_id, created_at, expires_at, refresh_token, access_token FROM sessions;
   CREATE TABLE set_password_links_next (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users_next(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   INSERT INTO set_password_links_next SELECT token_hash, user_id, created_at, expires_at FROM set_password_links;
   DROP TABLE set_password_links;
   DROP TABLE sessions;
   DROP TABLE users;
   ALTER TABLE users_next RENAME TO users;
   ALTER TABLE sessions_next RENAME TO sessions;
   ALTER TABLE set_password_links_next RENAME TO set_password_links;
   CREATE INDEX users_role ON users(role);
   CREATE INDEX users_search ON users(search);
   CREATE INDEX users_import ON users(import_id);
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE INDEX set_password_links_user ON set_password_links(user_id);`,
  // The user's language (null: the browser's).
  `ALTER TABLE users ADD COLUMN language TEXT;`,
  // Guardians: the role's CHECK widens (users rebuilt as for teachers, sessions and links first) and accounts gain
  // keep the language their emails and pages use (null: the browser's); links join a guardian to a student, with what identity keeps of
  // students (birth dates, for the age of majority) and the district's majority rule.
  `CREATE TABLE users_next (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     first_name TEXT,
     last_name TEXT,
     role TEXT CHECK (role IN ('student','counselor','admin','teacher','guardian')),
     password_hash TEXT,
     created_at TEXT NOT NULL,
     last_login_at TEXT,
     search TEXT NOT NULL,
     school_ids TEXT,
     activated INTEGER NOT NULL DEFAULT 1,
     enabled INTEGER NOT NULL DEFAULT 1,
     import_id TEXT,
     language TEXT CHECK (language IS NULL OR language IN ('en','es'))
   );
   INSERT INTO users_next (id, email, first_name, last_name, role, password_hash, created_at, last_login_at, search, school_ids, activated, enabled, import_id, language)
     SELECT id, email, first_name, last_name, role, password_hash, created_at, last_login_at, search, school_ids, activated, enabled, import_id, language FROM users;
   CREATE TABLE sessions_next (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users_next(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     refresh_token TEXT,
     access_token TEXT
   );
   INSERT INTO sessions_next SELECT id, user_id, created_at, expires_at, refresh_token, access_token FROM sessions;
   CREATE TABLE set_password_links_next (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users_next(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   INSERT INTO set_password_links_next SELECT token_hash, user_id, created_at, expires_at FROM set_password_links;
   DROP TABLE set_password_links;
   DROP TABLE sessions;
   DROP TABLE users;
   ALTER TABLE users_next RENAME TO users;
   ALTER TABLE sessions_next RENAME TO sessions;
   ALTER TABLE set_password_links_next RENAME TO set_password_links;
   CREATE INDEX users_role ON users(role);
   CREATE INDEX users_search ON users(search);
   CREATE INDEX users_import ON users(import_id);
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE INDEX set_password_links_user ON set_password_links(user_id);
   CREATE TABLE guardian_links (
     id TEXT PRIMARY KEY,
     guardian_user_id TEXT NOT NULL,
     student_user_id TEXT NOT NULL,
     source TEXT NOT NULL,
     created_at TEXT NOT NULL,
     created_by TEXT,
     consent_withdrawn INTEGER NOT NULL DEFAULT 0,
     UNIQUE (guardian_user_id, student_user_id)
   );
   CREATE INDEX guardian_links_student ON guardian_links(student_user_id);
   CREATE TABLE guardian_students (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL UNIQUE,
     school_id TEXT,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     date_of_birth TEXT
   );
   CREATE TABLE district_rules (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
];
