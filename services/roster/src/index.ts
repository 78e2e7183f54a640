export { rosterModule } from './service.js';
export { rosterSdl, rosterTypeDefs } from './graphql/schema.js';
// What the gateway's REST bodies say of a field of the wrong type: the import rules' own words.
export { IMPORT_MESSAGES as rosterImportMessages } from './domain/import-input.js';
export { SCHOOL_MESSAGES as schoolRuleMessages } from './domain/school-rules.js';
