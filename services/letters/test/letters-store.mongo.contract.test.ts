import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openLettersStore } from '../src/adapters/open-adapters.js';
import { describeLettersStoreContract } from './letters-store.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('LettersStore contract: MongoDB', (mongo) => {
  describeLettersStoreContract('MongoDB', async () =>
    openLettersStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('letters')));
});
