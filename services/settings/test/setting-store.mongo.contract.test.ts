import { createLogger } from '@counsel/kit';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { openSettingsStores } from '../src/adapters/open-adapters.js';
import { describeSettingStoreContract } from './setting-store.contract.js';

// Every test gets its own database, opened the way the service opens it.
await describeWithMongo('SettingStore contract: MongoDB', (mongo) => {
  describeSettingStoreContract('MongoDB', async () =>
    openSettingsStores({ MONGODB_URL: await mongo.url(), DATA_DIR: ':memory:' }, createLogger('test', 'silent'), uniqueDbName('settings')));
});
