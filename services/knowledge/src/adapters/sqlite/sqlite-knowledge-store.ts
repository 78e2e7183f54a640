import { commitSqliteUnit, SqliteOutbox, SqliteUploadLedger, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { KnowledgeStore, KnowledgeWrites } from '../../ports/knowledge-store.js';
import { SqliteContent } from './sqlite-content.js';
import { SqliteFiles } from './sqlite-files.js';

/** The embedded knowledge store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteKnowledgeStore extends SqliteUploadLedger implements KnowledgeStore {
  readonly outbox: SqliteOutbox;
  readonly content: SqliteContent;
  readonly files: SqliteFiles;
  private readonly writes: KnowledgeWrites;

  constructor(db: SqliteDatabase) {
    super(db, 'knowledge_files');
    this.outbox = new SqliteOutbox(db);
    this.content = new SqliteContent(db);
    this.files = new SqliteFiles(db, this.content);
    this.writes = { files: this.files.writes, content: this.content.writes };
  }

  /** The writes run as they are called, inside the transaction; a throw (a refusal) rolls all of them back. */
  async write(work: (w: KnowledgeWrites) => void, events: readonly OutboxEvent[] = []) {
    commitSqliteUnit(this.db, this.outbox, this.writes, work, events);
  }
}
