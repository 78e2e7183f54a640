import { OUTBOX_TABLE_SQL } from '@counsel/kit';

export const migrations = [
  `CREATE TABLE settings (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     updated_by TEXT NOT NULL,
     updated_by_email TEXT NOT NULL
   );
   CREATE TABLE setting_changes (
     id TEXT PRIMARY KEY,
     key TEXT NOT NULL,
     value TEXT NOT NULL,
     actor_id TEXT NOT NULL,
     actor_email TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX setting_changes_key_at ON setting_changes(key, at DESC);`,
  // Events commit with the change they report (the kit's outbox; its relay publishes them).
  OUTBOX_TABLE_SQL,
];
