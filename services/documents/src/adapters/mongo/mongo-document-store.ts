import type { Connection } from 'mongoose';
import { commitMongoUnit, MongoRecordErasures, type OutboxEvent } from '@counsel/kit';
import type { DocumentStore, DocumentsWrites } from '../../ports/document-store.js';
import { documentsModels, type DocumentsModels } from './models.js';
import { MongoDocuments } from './mongo-documents.js';
import { MongoOwners } from './mongo-owners.js';
import { MongoSteps } from './mongo-steps.js';
import { MongoUploads } from './mongo-uploads.js';

/**
 * The distributed documents store: one MongoDB database. A unit of work goes through the kit's MongoOutbox: one
 * transaction with its events where the server has transactions; on a standalone server the events are written
 * first and the documents after (MongoOutbox explains why that is the safe side), each write ordered so a crash
 * leaves nothing visible half-made.
 */
export class MongoDocumentStore implements DocumentStore {
  readonly owners: MongoOwners;
  readonly documents: MongoDocuments;
  readonly uploads: MongoUploads;
  readonly steps: MongoSteps;
  readonly erasures: MongoRecordErasures;

  private constructor(private readonly conn: Connection, private readonly models: DocumentsModels) {
    this.owners = new MongoOwners(models);
    this.documents = new MongoDocuments(models);
    this.uploads = new MongoUploads(models);
    this.steps = new MongoSteps(models);
    this.erasures = new MongoRecordErasures(models.erasures, [this.documents, this.uploads, this.owners]);
  }

  static async open(conn: Connection): Promise<MongoDocumentStore> {
    const m = documentsModels(conn);
    await Promise.all([m.owners.init(), m.uploads.init(), m.documents.init(), m.doneSteps.init(), m.outbox.init(), m.erasures.init()]);
    return new MongoDocumentStore(conn, m);
  }

  get outbox() { return this.models.outbox; }

  /** The writes are queued as they are called, then run in call order with the events (a refusal aborts the rest). */
  async write(work: (w: DocumentsWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow): DocumentsWrites => ({
      owners: this.owners.writes(uow.stage), documents: this.documents.writes(uow.stage), steps: this.steps.writes(uow.stage),
      erasures: this.erasures.writes(uow.stage),
    }), work, events);
  }

  ready() { return this.conn.readyState === 1; }
  async close() { await this.conn.close(); }
}
