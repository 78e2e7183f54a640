import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';
import {
  describeEarlierErasure, mongoWithEarlierErasure, sqliteWithEarlierErasure, type ServiceOverEarlierErasure,
} from '../../kit/test/support/earlier-erasures.js';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openApplicationsStore } from '../src/adapters/open-adapters.js';
import { applicationsMigrations } from '../src/adapters/sqlite/applications-migrations.js';
import type { ApplicationsStore } from '../src/ports/applications-store.js';
import { listsOver, log, profileEvent } from './support/test-lists.js';

/** The colleges lists started over the store, as their handlers and the record protocol reach them. */
async function started(store: ApplicationsStore): Promise<ServiceOverEarlierErasure> {
  const t = await listsOver(store);
  return {
    takeIn: (studentId, userId) => t.directory.profileUpserted(profileEvent({ studentId, userId, schoolId: 'school-a' })),
    holds: async (studentId) => (await t.store.students.get(studentId)) !== null,
    erase: (d) => t.participant.erase(d),
    ledger: t.store.erasures,
    close: t.close,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'colleges-earlier-erasures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEarlierErasure('Colleges lists over erasures from before the kit ledger: SQLite', async () => {
  sqliteWithEarlierErasure(dir, 'colleges', applicationsMigrations);
  return started(await openApplicationsStore({ MONGODB_URL: undefined, DATA_DIR: dir }, log));
});

await describeWithMongo('Colleges lists over erasures from before the kit ledger: MongoDB', (mongo) => {
  describeEarlierErasure('MongoDB', async () => {
    const dbName = uniqueDbName('colleges');
    await mongoWithEarlierErasure(await mongo.url(), dbName);
    return started(await openApplicationsStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, log, dbName));
  });
});
