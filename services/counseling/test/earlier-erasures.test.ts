import { describeEarlierErasureInEveryStore, servedBy } from '../../kit/test/support/earlier-erasures.js';
import { openCounselingStore } from '../src/adapters/open-adapters.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { counselingOver, log, profileEvent } from './support/test-counseling.js';

await describeEarlierErasureInEveryStore('Counseling over erasures from before the kit ledger', {
  name: 'counseling',
  migrations,
  open: (config, dbName) => openCounselingStore(config, log, dbName),
  started: async (store) => servedBy(await counselingOver(store), (studentId, userId) => profileEvent({ studentId, userId, schoolId: 'school-a' })),
});
