export { planningModule } from './service.js';
export { planningSdl, planningTypeDefs } from './graphql/schema.js';
export { COURSE_MESSAGES as courseRuleMessages } from './domain/course.js';
export { PLAN_MESSAGES as planRuleMessages } from './domain/plan.js';
export { IMPORT_MESSAGES as courseImportMessages } from './domain/course-import.js';
export { SET_MESSAGES as requirementSetMessages } from './domain/requirement-set.js';
// The benchmark's district is seeded through the service's own adapter and checks (bench/planning.bench.mjs).
export { SqlitePlanningStore } from './adapters/sqlite/sqlite-planning-store.js';
export { migrations as planningSqliteMigrations } from './adapters/sqlite/migrations.js';
export { PlanChecks } from './application/plan-checks.js';
export { seedDemoCatalog } from './application/demo-seed.js';
