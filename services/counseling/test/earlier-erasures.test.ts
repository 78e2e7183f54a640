import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';
import {
  describeEarlierErasure, mongoWithEarlierErasure, sqliteWithEarlierErasure, type ServiceOverEarlierErasure,
} from '../../kit/test/support/earlier-erasures.js';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openCounselingStore } from '../src/adapters/open-adapters.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import type { CounselingStore } from '../src/ports/counseling-store.js';
import { counselingOver, log, profileEvent } from './support/test-counseling.js';

/** Counseling started over the store, as its handlers and the record protocol reach it. */
async function started(store: CounselingStore): Promise<ServiceOverEarlierErasure> {
  const t = await counselingOver(store);
  return {
    takeIn: (studentId, userId) => t.directory.profileUpserted(profileEvent({ studentId, userId, schoolId: 'school-a' })),
    holds: async (studentId) => (await t.store.students.get(studentId)) !== null,
    erase: (d) => t.participant.erase(d),
    ledger: t.store.erasures,
    close: t.close,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'counseling-earlier-erasures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEarlierErasure('Counseling over erasures from before the kit ledger: SQLite', async () => {
  sqliteWithEarlierErasure(dir, 'counseling', migrations);
  return started(await openCounselingStore({ MONGODB_URL: undefined, DATA_DIR: dir }, log));
});

await describeWithMongo('Counseling over erasures from before the kit ledger: MongoDB', (mongo) => {
  describeEarlierErasure('MongoDB', async () => {
    const dbName = uniqueDbName('counseling');
    await mongoWithEarlierErasure(await mongo.url(), dbName);
    return started(await openCounselingStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, log, dbName));
  });
});
