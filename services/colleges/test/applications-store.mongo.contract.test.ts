import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openApplicationsStore } from '../src/adapters/open-adapters.js';
import { describeApplicationsStoreContract } from './applications-store.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('ApplicationsStore contract: MongoDB', (mongo) => {
  describeApplicationsStoreContract('MongoDB', async () =>
    openApplicationsStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('colleges')));
});
