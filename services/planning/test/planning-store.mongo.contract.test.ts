import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openPlanningStore } from '../src/adapters/open-adapters.js';
import { describePlanningStoreContract } from './planning-store.contract.js';

// Two replicas: two connections to one database, opened the way the service opens it.
await describeWithMongo('PlanningStore contract: MongoDB', (mongo) => {
  describePlanningStoreContract('MongoDB', async () => {
    const db = uniqueDbName('planning');
    const log = createLogger('test', 'silent');
    const url = await mongo.url();
    return [await openPlanningStore({ MONGODB_URL: url, DATA_DIR: ':memory:' }, log, db), await openPlanningStore({ MONGODB_URL: url, DATA_DIR: ':memory:' }, log, db)];
  });
});
