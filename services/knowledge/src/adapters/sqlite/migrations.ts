import { OUTBOX_TABLE_SQL, UPLOADS_TABLE_SQL } from '@counsel/kit';

/** The knowledge service's own SQLite store: files, content items, and the search index (FTS5 + vectors). */
export const migrations = [
  `CREATE TABLE knowledge_files (
     id TEXT PRIMARY KEY,
     file_name TEXT NOT NULL,
     file_type TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('pdf','doc','docx')),
     file_size INTEGER NOT NULL,
     blob_id TEXT NOT NULL,
     upload_url TEXT,
     uploaded_by TEXT NOT NULL,
     uploaded_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('Pending','Indexed','Failed')),
     status_reason TEXT,
     chunk_count INTEGER NOT NULL DEFAULT 0,
     attempts INTEGER NOT NULL DEFAULT 0,
     needs_reindex INTEGER NOT NULL DEFAULT 0,
     indexed_at TEXT
   );
   CREATE INDEX knowledge_files_uploaded ON knowledge_files(uploaded_at DESC);
   CREATE TABLE content_items (
     id TEXT PRIMARY KEY,
     type TEXT NOT NULL CHECK (type IN ('document','link','note')),
     title TEXT NOT NULL,
     description TEXT,
     tags TEXT NOT NULL DEFAULT '[]',
     body TEXT,
     url TEXT,
     visible_to_students INTEGER NOT NULL DEFAULT 0,
     file_id TEXT UNIQUE REFERENCES knowledge_files(id) ON DELETE CASCADE,
     created_by TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     needs_reindex INTEGER NOT NULL DEFAULT 0,
     chunk_count INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX content_items_created ON content_items(created_at DESC);
   CREATE TABLE chunks (
     rowid INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     source_id TEXT NOT NULL,
     source_type TEXT NOT NULL,
     title TEXT NOT NULL,
     text TEXT NOT NULL,
     page INTEGER,
     ordinal INTEGER NOT NULL,
     tags TEXT NOT NULL DEFAULT '[]'
   );
   CREATE INDEX chunks_source ON chunks(source_id);
   CREATE VIRTUAL TABLE chunks_fts USING fts5(title, text, content='chunks', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2');
   CREATE TRIGGER chunks_ai AFTER INSERT ON chunks BEGIN
     INSERT INTO chunks_fts(rowid, title, text) VALUES (new.rowid, new.title, new.text);
   END;
   CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN
     INSERT INTO chunks_fts(chunks_fts, rowid, title, text) VALUES ('delete', old.rowid, old.title, old.text);
   END;
   CREATE TRIGGER chunks_au AFTER UPDATE ON chunks BEGIN
     INSERT INTO chunks_fts(chunks_fts, rowid, title, text) VALUES ('delete', old.rowid, old.title, old.text);
     INSERT INTO chunks_fts(rowid, title, text) VALUES (new.rowid, new.title, new.text);
   END;
   CREATE TABLE chunk_vectors (
     chunk_rowid INTEGER PRIMARY KEY REFERENCES chunks(rowid) ON DELETE CASCADE,
     vector BLOB NOT NULL
   );
   CREATE TABLE index_meta (key TEXT PRIMARY KEY, value TEXT);
   ${UPLOADS_TABLE_SQL}`,
  // Events commit with the change they report (the kit's outbox; its relay publishes them).
  OUTBOX_TABLE_SQL,
];
