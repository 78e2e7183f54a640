export { recordsModule } from './service.js';
export { recordsSdl, recordsTypeDefs } from './graphql/schema.js';
