import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openOutcomeHistory } from '../src/adapters/open-adapters.js';
import { describeOutcomeHistoryContract } from './outcome-history.contract.js';

await describeWithMongo('OutcomeHistory contract: MongoDB', (mongo) => {
  describeOutcomeHistoryContract('MongoDB', async () => openOutcomeHistory({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('reporting_history')));
});
