import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openLettersStore } from '../src/adapters/open-adapters.js';
import { describePacketStoreContract } from './packet-store.contract.js';

await describeWithMongo('LettersStore packet contract: MongoDB', (mongo) => {
  describePacketStoreContract('MongoDB', async () =>
    openLettersStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('letters-packet')));
});
