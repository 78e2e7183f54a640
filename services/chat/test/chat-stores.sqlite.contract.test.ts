import { createLogger } from '@counsel/kit';
import { openChatStores } from '../src/adapters/open-adapters.js';
import { describeChatStoresContract } from './chat-stores.contract.js';

// Opened the way the service opens them: no MONGODB_URL means SQLite.
describeChatStoresContract('SQLite', () => openChatStores({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
