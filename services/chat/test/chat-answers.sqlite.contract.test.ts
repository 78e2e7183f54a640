import { createLogger } from '@counsel/kit';
import { openChatStores } from '../src/adapters/open-adapters.js';
import { describeChatAnswersContract } from './chat-answers.contract.js';

describeChatAnswersContract('SQLite', () => openChatStores({ MONGODB_URL: undefined, DATA_DIR: ':memory:' }, createLogger('test', 'silent')));
