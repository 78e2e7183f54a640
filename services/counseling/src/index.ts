export { counselingModule } from './service.js';
export { counselingSdl, counselingTypeDefs } from './graphql/schema.js';
export { COUNSELING_MESSAGES as counselingRuleMessages } from './domain/messages.js';
// The SQLite adapter, for the dashboard bench's bulk seeding (bench/counselor-dashboard.bench.mjs).
export { SqliteCounselingStore } from './adapters/sqlite/sqlite-counseling-store.js';
export { migrations as counselingMigrations } from './adapters/sqlite/migrations.js';
