import { createLogger } from '@counsel/kit';
import { openRecordsStores } from '../src/adapters/open-adapters.js';
import { describeRecordsStoreContract } from './records-store.contract.js';

// Opened the way the service opens it: no MONGODB_URL means SQLite (and a blob folder under DATA_DIR).
describeRecordsStoreContract('SQLite', () => openRecordsStores({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
