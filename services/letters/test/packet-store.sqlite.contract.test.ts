import { createLogger } from '@counsel/kit';
import { openLettersStore } from '../src/adapters/open-adapters.js';
import { describePacketStoreContract } from './packet-store.contract.js';

describePacketStoreContract('SQLite', () => openLettersStore({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
