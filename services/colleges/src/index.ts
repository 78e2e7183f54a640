export { collegesModule } from './service.js';
export { collegesSdl, collegesTypeDefs } from './graphql/schema.js';
// For bench/deadline-board.bench.mjs, which seeds a district straight into the lists' store.
export { SqliteApplicationsStore } from './adapters/sqlite/sqlite-applications-store.js';
export { applicationsMigrations } from './adapters/sqlite/applications-migrations.js';
