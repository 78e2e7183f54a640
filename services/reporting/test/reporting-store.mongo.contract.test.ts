import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openReportingStore } from '../src/adapters/open-adapters.js';
import { describeReportingStoreContract } from './reporting-store.contract.js';

await describeWithMongo('ReportingStore contract: MongoDB', (mongo) => {
  describeReportingStoreContract('MongoDB', async () => openReportingStore({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('reporting')));
});
