import { describeEarlierErasureInEveryStore, servedBy } from '../../kit/test/support/earlier-erasures.js';
import { openApplicationsStore } from '../src/adapters/open-adapters.js';
import { applicationsMigrations } from '../src/adapters/sqlite/applications-migrations.js';
import { listsOver, log, profileEvent } from './support/test-lists.js';

await describeEarlierErasureInEveryStore('Colleges lists over erasures from before the kit ledger', {
  name: 'colleges',
  migrations: applicationsMigrations,
  open: (config, dbName) => openApplicationsStore(config, log, dbName),
  started: async (store) => servedBy(await listsOver(store), (studentId, userId) => profileEvent({ studentId, userId, schoolId: 'school-a' })),
});
