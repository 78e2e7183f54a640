export { rosterModule } from './service.js';
export { rosterSdl, rosterTypeDefs } from './graphql/schema.js';
