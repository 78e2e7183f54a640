export const migrations = [
  `CREATE TABLE student_owners (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL
   );
   CREATE TABLE uploads (
     upload_id TEXT PRIMARY KEY,
     owner_user_id TEXT NOT NULL,
     purpose TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('reserved','receiving','stored')),
     blob_id TEXT,
     size INTEGER,
     file_type TEXT,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     stored_at TEXT,
     registered_at TEXT
   );
   CREATE INDEX uploads_unregistered ON uploads(created_at) WHERE registered_at IS NULL;
   CREATE INDEX uploads_blob ON uploads(blob_id);
   CREATE TABLE documents (
     id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     owner_user_id TEXT NOT NULL,
     upload_id TEXT NOT NULL UNIQUE,
     blob_id TEXT NOT NULL,
     file_name TEXT NOT NULL,
     file_type TEXT NOT NULL,
     file_size INTEGER NOT NULL,
     uploaded_at TEXT NOT NULL
   );
   CREATE INDEX documents_student ON documents(student_id, uploaded_at);
   CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     seq INTEGER NOT NULL,
     subject TEXT NOT NULL,
     payload TEXT NOT NULL
   );`,
];
