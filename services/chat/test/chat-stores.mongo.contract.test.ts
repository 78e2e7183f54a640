import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openChatStores } from '../src/adapters/open-adapters.js';
import { describeChatStoresContract } from './chat-stores.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('chat stores contract: MongoDB', (mongo) => {
  describeChatStoresContract('MongoDB', async () =>
    openChatStores({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('chat')));
});
