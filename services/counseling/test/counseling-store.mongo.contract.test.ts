import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openCounselingStore } from '../src/adapters/open-adapters.js';
import { describeCounselingStoreContract } from './counseling-store.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('CounselingStore contract: MongoDB', (mongo) => {
  describeCounselingStoreContract('MongoDB', async () =>
    openCounselingStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('counseling')));
});
