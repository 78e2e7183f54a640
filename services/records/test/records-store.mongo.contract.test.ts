import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openRecordsStores } from '../src/adapters/open-adapters.js';
import { describeRecordsStoreContract } from './records-store.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('RecordsStore contract: MongoDB', (mongo) => {
  describeRecordsStoreContract('MongoDB', async () =>
    openRecordsStores({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('records')));
});
