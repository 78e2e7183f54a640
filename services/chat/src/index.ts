export { chatModule } from './service.js';
export { chatSdl, chatTypeDefs } from './graphql/schema.js';
// For the benchmark (bench/chat.bench.mjs): the use case and its embedded adapters.
export { ChatService } from './application/chat.service.js';
export { OfflineAnswerer } from './adapters/offline/offline-answerer.js';
export { SqliteStudentContextStore } from './adapters/sqlite/sqlite-student-context-store.js';
export { SqliteChatLog } from './adapters/sqlite/sqlite-chat-log.js';
export { migrations as chatSqliteMigrations } from './adapters/sqlite/migrations.js';
export { parseProfile, parsePreferences } from './domain/student-context.js';
// For the assistant evaluation (eval/assistant/scoring.mjs): the facts an answer states and which its sources lack.
export { normalizeFactText, statedFacts, unsupportedFacts } from './domain/stated-facts.js';
