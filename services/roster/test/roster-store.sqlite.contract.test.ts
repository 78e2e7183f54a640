import { createLogger } from '@counsel/kit';
import { openRosterStore } from '../src/adapters/open-adapters.js';
import { describeRosterStoreContract } from './roster-store.contract.js';

// Opened the way the service opens it: no MONGODB_URL means SQLite.
describeRosterStoreContract('SQLite', () => openRosterStore({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
