import { createLogger } from '@counsel/kit';
import { openCounselingStore } from '../src/adapters/open-adapters.js';
import { describeCounselingStoreContract } from './counseling-store.contract.js';

// Opened the way the service opens it: no MONGODB_URL means SQLite.
describeCounselingStoreContract('SQLite', () => openCounselingStore({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
