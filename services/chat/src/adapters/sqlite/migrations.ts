import { ERASURES_TABLE_SQL, OUTBOX_TABLE_SQL } from '@counsel/kit';

export const migrations = [
  `CREATE TABLE student_context (
     student_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     profile_json TEXT NOT NULL,
     profile_at TEXT NOT NULL,
     preferences_json TEXT,
     preferences_at TEXT
   );
   CREATE TABLE student_documents (
     document_id TEXT PRIMARY KEY,
     student_id TEXT NOT NULL,
     file_name TEXT NOT NULL,
     file_type TEXT NOT NULL,
     created_at TEXT NOT NULL,
     deleted_at TEXT
   );
   CREATE INDEX student_documents_student ON student_documents(student_id);
   CREATE TABLE chat_turns (
     id TEXT PRIMARY KEY,
     at TEXT NOT NULL,
     actor_id TEXT NOT NULL,
     actor_role TEXT NOT NULL,
     student_id TEXT,
     provider TEXT NOT NULL,
     answered_by TEXT NOT NULL,
     latency_ms INTEGER NOT NULL,
     prompt_tokens INTEGER NOT NULL,
     completion_tokens INTEGER NOT NULL,
     sources_json TEXT NOT NULL,
     outcome TEXT NOT NULL
   );
   CREATE INDEX chat_turns_at ON chat_turns(at DESC);`,
  // Schools: staff may ask only about students of their schools.
  `ALTER TABLE student_context ADD COLUMN school_id TEXT;`,
  // College lists: the student's whole list, from the colleges service's list-changed events.
  `ALTER TABLE student_context ADD COLUMN college_list_json TEXT;
   ALTER TABLE student_context ADD COLUMN college_list_at TEXT;`,
  // Answers people can check: the turn's text, the asker's rating, an admin's follow-up flag, and the
  // outbox that carries "answers viewed" to the staff audit log.
  `ALTER TABLE chat_turns ADD COLUMN question TEXT;
   ALTER TABLE chat_turns ADD COLUMN answer TEXT;
   ALTER TABLE chat_turns ADD COLUMN rating_helpful INTEGER;
   ALTER TABLE chat_turns ADD COLUMN rating_reason TEXT;
   ALTER TABLE chat_turns ADD COLUMN rated_at TEXT;
   ALTER TABLE chat_turns ADD COLUMN flagged_by TEXT;
   ALTER TABLE chat_turns ADD COLUMN flagged_at TEXT;
   ${OUTBOX_TABLE_SQL}`,
  // Records: the kit's erasure ledger, and the indexes an erasure deletes by.
  `${ERASURES_TABLE_SQL}
   CREATE INDEX chat_turns_actor ON chat_turns(actor_id);
   CREATE INDEX chat_turns_student ON chat_turns(student_id);`,
  // Academic plans: the plan's status and gaps per requirement set, from the planning service's plan-changed events.
  `ALTER TABLE student_context ADD COLUMN academic_plan_json TEXT;
   ALTER TABLE student_context ADD COLUMN academic_plan_at TEXT;`,
  // The revision of the student context tables, moved by the database itself on every row written to them, whichever
  // code path or connection writes it (context-revision.ts): a parsed context is kept until it moves.
  `CREATE TABLE context_revision (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
   INSERT INTO context_revision (id, n) VALUES (1, 0);
   CREATE TRIGGER context_revision_insert AFTER INSERT ON student_context BEGIN UPDATE context_revision SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER context_revision_update AFTER UPDATE ON student_context BEGIN UPDATE context_revision SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER context_revision_delete AFTER DELETE ON student_context BEGIN UPDATE context_revision SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER documents_revision_insert AFTER INSERT ON student_documents BEGIN UPDATE context_revision SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER documents_revision_update AFTER UPDATE ON student_documents BEGIN UPDATE context_revision SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER documents_revision_delete AFTER DELETE ON student_documents BEGIN UPDATE context_revision SET n = n + 1 WHERE id = 1; END;`,
];
