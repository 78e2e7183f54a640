export { chatModule } from './service.js';
export { chatSdl, chatTypeDefs } from './graphql/schema.js';
// What the gateway's REST body says of a field of the wrong type: the turn rules' own words.
export { TURN_MESSAGES as chatTurnMessages } from './domain/chat.js';
// For the benchmark (bench/chat.bench.mjs): the use case and its embedded adapters.
export { ChatService } from './application/chat.service.js';
export { OfflineAnswerer } from './adapters/offline/offline-answerer.js';
export { SqliteStudentContextStore } from './adapters/sqlite/sqlite-student-context-store.js';
export { SqliteChatLog } from './adapters/sqlite/sqlite-chat-log.js';
export { migrations as chatSqliteMigrations } from './adapters/sqlite/migrations.js';
export { parseProfile, parsePreferences } from './domain/student-context.js';
// For the assistant evaluation (eval/assistant/scoring.mjs): the facts an answer states and which its sources lack.
export { normalizeFactText, statedFacts, unsupportedFacts } from './domain/stated-facts.js';
// For the assistant evaluation: the sentence an answer opens with when its sources do not cover the question.
export { DECLINE_OPENING, DECLINE_PATTERN, opensWithDecline } from './domain/decline.js';
