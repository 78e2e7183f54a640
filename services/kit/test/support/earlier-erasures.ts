import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { ProfileUpserted } from '@counsel/proto-events';
import type { ErasureLedger, RemovedItem } from '../../src/records/erasures.js';
import type { RecordDeletion } from '../../src/records/record-participant.js';
import { ERASURES_FROM_TOMBSTONES_SQL } from '../../src/records/sqlite-erasures.js';
import { openSqlite } from '../../src/store/sqlite.js';
import { describeWithMongo, uniqueDbName } from './mongo-container.js';

/** An erasure made before a service's erasures were the kit's ledger, as the earlier table or collection kept it. */
export const EARLIER_ERASURE = { deletionId: 'del-before-ledger', studentId: 'st-gone', studentUserId: 'u-gone', at: '2026-01-05T00:00:00.000Z' };

/** A service's SQLite file as it was before the ledger's migration, holding EARLIER_ERASURE in the earlier table. */
export function sqliteWithEarlierErasure(dataDir: string, name: string, migrations: readonly string[]): void {
  const ledger = migrations.indexOf(ERASURES_FROM_TOMBSTONES_SQL);
  if (ledger < 0) throw new Error(`${name}'s migrations do not move its erasures to the ledger`);
  const before = openSqlite(dataDir, name, migrations.slice(0, ledger));
  before.prepare('INSERT INTO erasures (deletion_id, student_id, at) VALUES (?, ?, ?)').run(EARLIER_ERASURE.deletionId, EARLIER_ERASURE.studentId, EARLIER_ERASURE.at);
  before.close();
}

/** A service's MongoDB database as it was before the ledger: EARLIER_ERASURE in the earlier shape of `erasures`. */
export async function mongoWithEarlierErasure(url: string, dbName: string): Promise<void> {
  const { default: mongoose } = await import('mongoose');
  const conn = await mongoose.createConnection(url, { dbName }).asPromise();
  try {
    await conn.collection<{ _id: string; studentId: string; at: string }>('erasures')
      .insertOne({ _id: EARLIER_ERASURE.deletionId, studentId: EARLIER_ERASURE.studentId, at: EARLIER_ERASURE.at });
  } finally {
    await conn.close();
  }
}

/** A service started over a store that holds EARLIER_ERASURE, through the handlers its events reach. */
export interface ServiceOverEarlierErasure {
  /** The student's profile event, as the service's handler takes it. */
  takeIn(studentId: string, userId: string): Promise<void>;
  /** Whether the service holds a record of the student. */
  holds(studentId: string): Promise<boolean>;
  /** The deletion request, as the kit's record protocol runs it (the participant's erase and its confirmation). */
  erase(d: RecordDeletion): Promise<RemovedItem[] | void>;
  ledger: ErasureLedger;
  close(): Promise<void>;
}

/**
 * Every adapter of a service whose erasures moved to the kit's ledger: once started over erasures kept before it,
 * the erased student stays out when their events are delivered again, and a new erasure is kept as the ledger keeps it.
 */
export function describeEarlierErasure(title: string, start: () => Promise<ServiceOverEarlierErasure>) {
  describe(title, () => {
    it('keeps an erased student out when their profile and their deletion come again; another comes in and is erased once', async () => {
      const s = await start();
      try {
        await s.takeIn(EARLIER_ERASURE.studentId, EARLIER_ERASURE.studentUserId);
        expect(await s.holds(EARLIER_ERASURE.studentId)).toBe(false);
        const again = { ...EARLIER_ERASURE, reason: 'request' as const, requestedBy: null, at: '2026-11-20T15:00:00.000Z' };
        expect(await s.erase(again)).toBeUndefined(); // done before: nothing erased, nothing confirmed again
        expect(await s.ledger.recorded(EARLIER_ERASURE.deletionId)).toEqual([]);

        await s.takeIn('st-here', 'u-here');
        expect(await s.holds('st-here')).toBe(true);
        const removed = await s.erase({ ...again, deletionId: 'del-after-ledger', studentId: 'st-here', studentUserId: 'u-here' });
        expect(removed).toContainEqual({ item: 'student record', count: 1 });
        expect(await s.ledger.recorded('del-after-ledger')).toEqual(removed);
        expect(await s.ledger.isUserErased('u-here')).toBe(true);
        await s.takeIn('st-here', 'u-here');
        expect(await s.holds('st-here')).toBe(false);
      } finally {
        await s.close();
      }
    });
  });
}

/** What a service's test harness offers that the scenario reaches: its profile handler, its store, its participant. */
interface TestService {
  directory: { profileUpserted(e: ProfileUpserted): Promise<void> };
  store: { students: { get(studentId: string): Promise<unknown> }; erasures: ErasureLedger };
  participant: { erase(d: RecordDeletion): Promise<RemovedItem[] | void> };
  close(): Promise<void>;
}

/** A service's test harness as the scenario drives it; `profile` is the student's profile event in its own words. */
export function servedBy(t: TestService, profile: (studentId: string, userId: string) => ProfileUpserted): ServiceOverEarlierErasure {
  return {
    takeIn: (studentId, userId) => t.directory.profileUpserted(profile(studentId, userId)),
    holds: async (studentId) => (await t.store.students.get(studentId)) !== null,
    erase: (d) => t.participant.erase(d),
    ledger: t.store.erasures,
    close: () => t.close(),
  };
}

/** The store's opener as the service has it: SQLite under DATA_DIR, or MongoDB when MONGODB_URL is set. */
type OpenStore<S> = (config: { MONGODB_URL: string | undefined; DATA_DIR: string }, dbName?: string) => Promise<S>;

/**
 * The scenario on both adapters of a service: SQLite in a folder of its own always, MongoDB where a Docker engine
 * answers (skipped with the reason otherwise). `name` is the SQLite file's and the databases' prefix.
 */
export async function describeEarlierErasureInEveryStore<S>(
  title: string, o: { name: string; migrations: readonly string[]; open: OpenStore<S>; started(store: S): Promise<ServiceOverEarlierErasure> },
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), `${o.name}-earlier-erasures-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  describeEarlierErasure(`${title}: SQLite`, async () => {
    sqliteWithEarlierErasure(dir, o.name, o.migrations);
    return o.started(await o.open({ MONGODB_URL: undefined, DATA_DIR: dir }));
  });
  await describeWithMongo(`${title}: MongoDB`, (mongo) => {
    describeEarlierErasure('MongoDB', async () => {
      const dbName = uniqueDbName(o.name);
      await mongoWithEarlierErasure(await mongo.url(), dbName);
      return o.started(await o.open({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, dbName));
    });
  });
}
