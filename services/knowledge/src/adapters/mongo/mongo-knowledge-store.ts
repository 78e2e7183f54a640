import type { Connection } from 'mongoose';
import { commitMongoUnit, type OutboxEvent } from '@counsel/kit';
import { MongoUploadLedger } from '@counsel/kit/mongo';
import type { KnowledgeStore, KnowledgeWrites } from '../../ports/knowledge-store.js';
import type { KnowledgeModels } from './models.js';
import { MongoContent } from './mongo-content.js';
import { MongoFiles } from './mongo-files.js';

/**
 * MongoDB adapter of the knowledge store (distributed mode), over the kit's upload ledger.
 * Without multi-document transactions (a standalone server has none), multi-step writes are ordered so
 * a failure is undone where it can be and a crash leaves nothing visible half-made: an upload marked
 * registered is never swept, and blobs stay referenced until their upload rows go last. A write's events go
 * through the kit's MongoOutbox: in one transaction with it where the deployment has them (each step takes
 * the session), else written just before it and removed if it changes nothing.
 */
export class MongoKnowledgeStore extends MongoUploadLedger implements KnowledgeStore {
  readonly content: MongoContent;
  readonly files: MongoFiles;

  constructor(private readonly models: KnowledgeModels, private readonly conn?: Connection) {
    // The upload ledger is the kit's; a knowledge file keeps its blob alive as an upload row does.
    super(models.uploads, [models.files]);
    this.content = new MongoContent(models);
    this.files = new MongoFiles(models, this.content);
  }
  /** The service's outbox, which the kit relays. */
  get outbox() { return this.models.outbox; }

  // --- the aggregates ---

  /** The writes are queued as they are called, then run in call order with the events (a refusal aborts the rest). */
  async write(work: (w: KnowledgeWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({ files: this.files.writes(uow.stage), content: this.content.writes(uow.stage) }), work, events);
  }

  ready() {
    return this.conn ? this.conn.readyState === 1 : true;
  }

  async close() {
    await this.conn?.close();
  }
}
