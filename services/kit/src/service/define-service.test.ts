import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { gql } from 'graphql-tag';
import { pino } from 'pino';
import { Subjects, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { commonConfigSchema, port } from '../config.js';
import { DurableLocalBus } from '../bus/durable-local-bus.js';
import { ForbiddenError } from '../errors.js';
import { outboxEvent } from '../outbox/outbox.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from '../outbox/sqlite-outbox.js';
import { ERASURES_TABLE_SQL, SqliteErasures } from '../records/sqlite-erasures.js';
import type { RecordParticipant } from '../records/record-participant.js';
import { openSqlite, type SqliteDatabase } from '../store/sqlite.js';
import { startModules } from '../modules.js';
import { on } from './on-event.js';
import { defineService } from './define-service.js';
import { quietPeriod, until } from '../../test/support/eventually.js';

const log = pino({ level: 'silent' });

/**
 * The smallest service that holds student data: one table of notes on SQLite in memory, its outbox and its
 * erasure ledger. Declared, then run by the kit as `npm start` runs every service.
 */
function notesService(db: SqliteDatabase, steps: string[], seen: string[], mayExport = true) {
  const outbox = new SqliteOutbox(db);
  const erasures = new SqliteErasures(db, outbox);
  const participant: RecordParticipant = {
    // (Tokens are the auth tests' business: here the participant's own answer stands for its authorization.)
    async exportPart(_p, { studentId }) {
      if (!mayExport) throw new ForbiddenError('Only an admin or the student may export this record');
      const notes = db.prepare('SELECT id FROM notes WHERE student_id = ?').all(studentId);
      return { service: 'students', items: { notes } };
    },
    async erase(d, confirm) {
      return erasures.eraseOnce(d, () => [{ item: 'notes', count: db.prepare('DELETE FROM notes WHERE student_id = ?').run(d.studentId).changes }], confirm);
    },
  };
  return defineService({
    // A participant's confirmation subject comes from its name: this test stands in for the students service.
    name: 'students',
    dependsOn: [],
    config: commonConfigSchema.extend({ STUDENTS_PORT: port(0) }),
    port: (config) => config.STUDENTS_PORT,
    openStores: async () => ({ outbox, ready: () => db.open, close: async () => { steps.push('stores closed'); } }),
    outbox: (stores) => stores.outbox,
    build: () => ({
      typeDefs: gql`
        scalar RecordExportPart
        type Query { studentsRecordExport(studentId: ID!, studentUserId: ID!): RecordExportPart! }
      `,
      resolvers: [],
      subscriptions: [on(Subjects.settingsSettingChanged, 'test-settings', async (e) => { seen.push(e.data.key); })],
      recordParticipant: participant,
      start: async () => { steps.push('started'); },
      close: async () => { steps.push('service closed'); },
    }),
  });
}

describe('defineService', () => {
  let db: SqliteDatabase;
  let bus: DurableLocalBus;
  beforeEach(async () => {
    db = openSqlite(':memory:', 'define-service-test', [`CREATE TABLE notes (id TEXT PRIMARY KEY, student_id TEXT); ${OUTBOX_TABLE_SQL} ${ERASURES_TABLE_SQL}`]);
    bus = await DurableLocalBus.open({ dataDir: ':memory:', log, pollMs: 50 });
  });
  afterEach(async () => {
    await bus.close();
    db.close();
  });

  it('runs a declared service: relays what the outbox held, runs its handlers, serves its typed export, erases once per deletion, stops in order', async () => {
    const steps: string[] = [];
    const seen: string[] = [];
    const erased: EventEnvelope[] = [];
    await bus.subscribe(Subjects.studentsRecordErased, async (e) => { erased.push(e); }, { durable: 'test-erased' });
    db.prepare("INSERT INTO notes VALUES ('n1', 'st-1'), ('n2', 'st-1'), ('n3', 'st-2')").run();
    // Written before a crash: the kit's relay publishes it at start.
    const left = outboxEvent(Subjects.settingsSettingChanged, { key: 'left-before-crash', actorId: 'u-admin', actorEmail: 'a@x.org' });
    db.transaction(() => new SqliteOutbox(db).append([left]))();

    const running = await startModules([notesService(db, steps, seen)], ['students'], { env: { HOST: '127.0.0.1', IDENTITY_URL: 'http://127.0.0.1:9' }, bus, log });
    try {
      await until('the event written before the crash', () => seen.includes('left-before-crash'));
      expect(steps).toEqual(['started']);

      const module = running.running.get('students')!;
      expect(await module.ready?.()).toBe(true);
      // The export part crosses the graph as the checked scalar: an object, never a string to parse.
      const exported = await module.execute!({ query: '{ studentsRecordExport(studentId: "st-1", studentUserId: "u-1") }' }, {});
      expect(exported.errors).toBeUndefined();
      expect(exported.data).toEqual({ studentsRecordExport: { service: 'students', items: { notes: [{ id: 'n1' }, { id: 'n2' }] } } });

      const request = { deletionId: 'del-1', studentId: 'st-1', studentUserId: 'u-1', reason: 'request' as const, requestedBy: 'u-admin' };
      await bus.publish(Subjects.recordsDeletionRequested, request);
      await bus.publish(Subjects.recordsDeletionRequested, request); // redelivered: the same counts again
      await until('both erasures', () => erased.length === 2);
      await quietPeriod(); // no third erasure: nothing to wait for, so room for one to show up
      expect(erased.map((e) => e.data as RecordErased)).toEqual([
        { deletionId: 'del-1', studentId: 'st-1', removed: [{ item: 'notes', count: 2 }] },
        { deletionId: 'del-1', studentId: 'st-1', removed: [{ item: 'notes', count: 2 }] },
      ]);
      expect(db.prepare('SELECT id FROM notes ORDER BY id').all()).toEqual([{ id: 'n3' }]);
    } finally {
      await running.close();
    }
    expect(steps).toEqual(['started', 'service closed', 'stores closed']);
  }, 30_000);

  it('refuses an export the participant refuses, with its own error', async () => {
    const running = await startModules([notesService(db, [], [], false)], ['students'], { env: { HOST: '127.0.0.1', IDENTITY_URL: 'http://127.0.0.1:9' }, bus, log });
    try {
      const refused = await running.running.get('students')!.execute!({ query: '{ studentsRecordExport(studentId: "st-1", studentUserId: "u-1") }' }, {});
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    } finally {
      await running.close();
    }
  }, 30_000);
});
