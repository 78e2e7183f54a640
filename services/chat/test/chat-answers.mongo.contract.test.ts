import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openChatStores } from '../src/adapters/open-adapters.js';
import { describeChatAnswersContract } from './chat-answers.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('chat answers contract: MongoDB', (mongo) => {
  describeChatAnswersContract('MongoDB', async () =>
    openChatStores({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('chat-answers')));
});
