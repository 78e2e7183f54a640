import { commitSqliteUnit, ConflictError, SqliteOutbox, SqliteRecordErasures, SqliteUploadLedger, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { ErasureRepository } from '../../ports/erasures-repository.js';
import type { LettersStore, LettersWrites, MarkerRepository } from '../../ports/letters-store.js';
import { SqliteAccounts } from './sqlite-accounts.js';
import { SqliteBragSheets } from './sqlite-brag-sheets.js';
import { SqliteLetters } from './sqlite-letters.js';
import { SqliteRequests } from './sqlite-requests.js';
import { SqliteSchoolDocuments } from './sqlite-school-documents.js';
import { SqliteStudents } from './sqlite-students.js';

/** The embedded letters store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteLettersStore extends SqliteUploadLedger implements LettersStore {
  readonly outbox: SqliteOutbox;
  readonly students: SqliteStudents;
  readonly accounts: SqliteAccounts;
  readonly requests: SqliteRequests;
  readonly letters: SqliteLetters;
  readonly erasures: SqliteRecordErasures & ErasureRepository;
  readonly markers: MarkerRepository;
  readonly schoolDocuments: SqliteSchoolDocuments;
  readonly bragSheets: SqliteBragSheets;
  private readonly writes: LettersWrites;
  private open = true;

  constructor(override readonly db: SqliteDatabase) {
    super(db, 'letters');
    this.outbox = new SqliteOutbox(db);
    this.students = new SqliteStudents(db);
    this.accounts = new SqliteAccounts(db);
    this.requests = new SqliteRequests(db);
    this.letters = new SqliteLetters(db);
    this.schoolDocuments = new SqliteSchoolDocuments(db);
    this.bragSheets = new SqliteBragSheets(db);
    this.erasures = Object.assign(new SqliteRecordErasures(db, this.outbox, [this.letters, this.schoolDocuments, this.bragSheets, this.requests, this.students]), {
      heldBlobIds: async (studentId: string) => [...this.letters.blobIdsOf(studentId), ...await this.schoolDocuments.blobIdsOf(studentId)],
    });
    this.markers = { has: async (key) => db.prepare('SELECT 1 FROM markers WHERE key = ?').get(key) !== undefined };
    this.writes = {
      students: this.students.writes, accounts: this.accounts.writes, requests: this.requests.writes, letters: this.letters.writes,
      schoolDocuments: this.schoolDocuments.writes, bragSheets: this.bragSheets.writes,
      erasures: this.erasures.writes,
      markers: { mark: (key) => { db.prepare('INSERT INTO markers (key) VALUES (?)').run(key); } },
      uploads: {
        register: (uploadId, at) => {
          const marked = db.prepare(`UPDATE uploads SET registered_at = ? WHERE upload_id = ? AND state = 'stored' AND registered_at IS NULL`).run(at, uploadId).changes;
          if (marked !== 1) throw new ConflictError('This upload is already used or not complete');
        },
      },
    };
  }

  /**
   * School documents' and profiles' files are stored directly (not through an upload row): they keep their blobs
   * alive too, or the hourly sweep would take them for orphans a day after they were saved.
   */
  override async referencedBlobIds(blobIds: readonly string[]) {
    const found = await super.referencedBlobIds(blobIds);
    const held = this.db.prepare('SELECT 1 FROM school_documents WHERE blob_id = ? UNION ALL SELECT 1 FROM school_profiles WHERE blob_id = ?');
    for (const id of blobIds) if (!found.has(id) && held.get(id, id)) found.add(id);
    return found;
  }

  /** The writes run as they are called, inside the transaction; a throw rolls all of them back. */
  async write(work: (w: LettersWrites) => void, events: readonly OutboxEvent[] = []) {
    commitSqliteUnit(this.db, this.outbox, this.writes, work, events);
  }

  ready() {
    return this.open;
  }

  async close() {
    if (!this.open) return;
    this.open = false;
    this.db.close();
  }
}
