import { SqliteRecordErasures, SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { DocumentStore, DocumentsWrites } from '../../ports/document-store.js';
import { SqliteDocuments } from './sqlite-documents.js';
import { SqliteOwners } from './sqlite-owners.js';
import { SqliteSteps } from './sqlite-steps.js';
import { SqliteUploads } from './sqlite-uploads.js';

/** The embedded documents store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteDocumentStore extends SqliteUnitStore<DocumentsWrites> implements DocumentStore {
  readonly owners: SqliteOwners;
  readonly documents: SqliteDocuments;
  readonly uploads: SqliteUploads;
  readonly steps: SqliteSteps;
  readonly erasures: SqliteRecordErasures;
  protected override readonly writes: DocumentsWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.owners = new SqliteOwners(db);
    this.documents = new SqliteDocuments(db);
    this.uploads = new SqliteUploads(db);
    this.steps = new SqliteSteps(db);
    this.erasures = new SqliteRecordErasures(db, this.outbox, [this.documents, this.uploads, this.owners]);
    this.writes = { owners: this.owners.writes, documents: this.documents.writes, steps: this.steps.writes, erasures: this.erasures.writes };
  }
}
