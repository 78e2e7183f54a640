import { createLogger } from '@counsel/kit';
import { openApplicationsStore } from '../src/adapters/open-adapters.js';
import { describeApplicationsStoreContract } from './applications-store.contract.js';

// Opened the way the service opens it: no MONGODB_URL means SQLite.
describeApplicationsStoreContract('SQLite', () => openApplicationsStore({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
