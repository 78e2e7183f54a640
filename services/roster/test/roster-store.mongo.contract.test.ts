import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openRosterStore } from '../src/adapters/open-adapters.js';
import { describeRosterStoreContract } from './roster-store.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('RosterStore contract: MongoDB', (mongo) => {
  describeRosterStoreContract('MongoDB', async () =>
    openRosterStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('roster')));
});
