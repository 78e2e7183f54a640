export { reportingModule } from './service.js';
export { reportingSdl, reportingTypeDefs } from './graphql/schema.js';
export { REPORTING_MESSAGES as reportingRuleMessages, REPORT_NAMES } from './domain/reports.js';
// For bench/reporting.bench.mjs, which feeds a district's events straight to the handlers and reads the dashboard.
export { SqliteReportingStore } from './adapters/sqlite/sqlite-reporting-store.js';
export { migrations as reportingSqliteMigrations } from './adapters/sqlite/migrations.js';
export { reportingHandlers } from './application/event-handlers.js';
export { ReportsService } from './application/reports.service.js';
export { SqliteOutcomeHistory } from './adapters/sqlite/sqlite-outcome-history.js';
export { outcomeHistoryMigrations } from './adapters/sqlite/outcome-history-migrations.js';
export { outcomeHistoryHandlers } from './application/history-handlers.js';
