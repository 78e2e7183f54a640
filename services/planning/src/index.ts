export { planningModule } from './service.js';
export { planningSdl, planningTypeDefs } from './graphql/schema.js';
export { COURSE_MESSAGES as courseRuleMessages } from './domain/course.js';
export { PLAN_MESSAGES as planRuleMessages } from './domain/plan.js';
export { IMPORT_MESSAGES as courseImportMessages } from './domain/course-import.js';
export { SET_MESSAGES as requirementSetMessages } from './domain/requirement-set.js';
