import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openOutcomesStore } from '../src/adapters/open-adapters.js';
import { describeOutcomesStoreContract } from './outcomes-store.contract.js';

await describeWithMongo('OutcomesStore contract: MongoDB', (mongo) => {
  describeOutcomesStoreContract('MongoDB', async () => openOutcomesStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('outcomes')));
});
