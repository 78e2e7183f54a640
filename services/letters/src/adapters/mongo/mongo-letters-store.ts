import type { Connection } from 'mongoose';
import { commitMongoUnit, ConflictError, MongoRecordErasures, type OutboxEvent } from '@counsel/kit';
import { MongoUploadLedger } from '@counsel/kit/mongo';
import type { ErasureRepository } from '../../ports/erasures-repository.js';
import type { LettersStore, LettersWrites, MarkerRepository } from '../../ports/letters-store.js';
import { lettersModels, type LettersModels } from './models.js';
import { MongoAccounts } from './mongo-accounts.js';
import { MongoBragSheets } from './mongo-brag-sheets.js';
import { packetModels, type PacketModels } from './mongo-packet-models.js';
import { MongoLetters } from './mongo-letters.js';
import { MongoRequests } from './mongo-requests.js';
import { MongoSchoolDocuments } from './mongo-school-documents.js';
import { MongoStudents } from './mongo-students.js';

/**
 * The distributed letters store. A unit of work goes through the kit's MongoOutbox: one transaction with its
 * events where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoLettersStore extends MongoUploadLedger implements LettersStore {
  readonly students: MongoStudents;
  readonly accounts: MongoAccounts;
  readonly requests: MongoRequests;
  readonly letters: MongoLetters;
  readonly erasures: MongoRecordErasures & ErasureRepository;
  readonly markers: MarkerRepository;
  readonly schoolDocuments: MongoSchoolDocuments;
  readonly bragSheets: MongoBragSheets;

  private constructor(private readonly conn: Connection, private readonly models: LettersModels, private readonly packet: PacketModels) {
    // The upload ledger is the kit's; a letter, a school document or a school profile (the last two stored
    // directly, without an upload) keeps a blob alive as an upload row does.
    super(models.uploads, [models.letters, packet.schoolDocuments, packet.schoolProfiles]);
    this.schoolDocuments = new MongoSchoolDocuments(packet);
    this.bragSheets = new MongoBragSheets(packet);
    this.students = new MongoStudents(models);
    this.accounts = new MongoAccounts(models);
    this.requests = new MongoRequests(models);
    this.letters = new MongoLetters(models);
    this.erasures = Object.assign(new MongoRecordErasures(models.erasures, [this.letters, this.schoolDocuments, this.bragSheets, this.requests, this.students]), {
      heldBlobIds: async (studentId: string) => [...await this.letters.blobIdsOf(studentId), ...await this.schoolDocuments.blobIdsOf(studentId)],
    });
    this.markers = { has: async (key) => (await models.markers.exists({ _id: key })) !== null };
  }

  static async open(conn: Connection): Promise<MongoLettersStore> {
    const m = lettersModels(conn);
    const p = packetModels(conn);
    await Promise.all([
      m.students.init(), m.applications.init(), m.lists.init(), m.accounts.init(), m.requests.init(), m.letters.init(), m.markers.init(), m.uploads.init(), m.schools.init(),
      m.outbox.init(), m.erasures.init(), ...Object.values(p).map((model) => model.init()),
    ]);
    return new MongoLettersStore(conn, m, p);
  }

  get outbox() {
    return this.models.outbox;
  }

  /** The writes are queued as they are called, then run in call order with the events (a marker first refuses a second run). */
  async write(work: (w: LettersWrites) => void, events: readonly OutboxEvent[] = []) {
    const m = this.models;
    await commitMongoUnit(m.outbox, (uow) => ({
      students: this.students.writes(uow.stage), accounts: this.accounts.writes(uow.stage), requests: this.requests.writes(uow.stage),
      letters: this.letters.writes(uow.stage),
      schoolDocuments: this.schoolDocuments.writes(uow.stage), bragSheets: this.bragSheets.writes(uow.stage),
      erasures: this.erasures.writes(uow.stage),
      markers: { mark: (key) => uow.stage((session) => m.markers.create([{ _id: key }], { session })) },
      uploads: {
        register: (uploadId, at) => uow.stage(async (session) => {
          const r = await m.uploads.updateOne({ _id: uploadId, state: 'stored', registeredAt: null }, { $set: { registeredAt: at } }, { session });
          if (r.modifiedCount !== 1) throw new ConflictError('This upload is already used or not complete');
        }),
      },
    }), work, events);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
