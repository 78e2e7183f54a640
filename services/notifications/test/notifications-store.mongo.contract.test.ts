import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openNotificationsStore } from '../src/adapters/open-adapters.js';
import { describeNotificationsStoreContract } from './notifications-store.contract.js';

// Two replicas: two connections to one database, opened the way the service opens it.
await describeWithMongo('NotificationsStore contract: MongoDB', (mongo) => {
  describeNotificationsStoreContract('MongoDB', async () => {
    const db = uniqueDbName('notifications');
    const log = createLogger('test', 'silent');
    const url = await mongo.url();
    return [await openNotificationsStore({ MONGODB_URL: url, DATA_DIR: ':memory:' }, log, db), await openNotificationsStore({ MONGODB_URL: url, DATA_DIR: ':memory:' }, log, db)];
  });
});
