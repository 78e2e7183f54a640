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
];
