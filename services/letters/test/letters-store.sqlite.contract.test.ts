import { createLogger } from '@counsel/kit';
import { openLettersStore } from '../src/adapters/open-adapters.js';
import { describeLettersStoreContract } from './letters-store.contract.js';

// Opened the way the service opens it: no MONGODB_URL means SQLite.
describeLettersStoreContract('SQLite', () => openLettersStore({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
