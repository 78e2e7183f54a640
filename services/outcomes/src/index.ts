export { outcomesModule } from './service.js';
export { outcomesSdl, outcomesTypeDefs } from './graphql/schema.js';
export { IMPORT_MESSAGES as outcomeImportMessages } from './domain/outcome-import.js';
