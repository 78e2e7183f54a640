export { lettersModule } from './service.js';
export { lettersSdl, lettersTypeDefs } from './graphql/schema.js';
export { LETTERS_MESSAGES as lettersRuleMessages } from './domain/messages.js';
// For bench/letters.bench.mjs, which seeds a district straight into the letters store.
export { SqliteLettersStore } from './adapters/sqlite/sqlite-letters-store.js';
export { migrations as lettersSqliteMigrations } from './adapters/sqlite/migrations.js';
