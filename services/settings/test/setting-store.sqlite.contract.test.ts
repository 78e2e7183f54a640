import { createLogger } from '@counsel/kit';
import { openSettingsStores } from '../src/adapters/open-adapters.js';
import { describeSettingStoreContract } from './setting-store.contract.js';

// Opened the way the service opens it: no MONGODB_URL means SQLite.
describeSettingStoreContract('SQLite', () => openSettingsStores({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
