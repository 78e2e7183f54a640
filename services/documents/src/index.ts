export { documentsModule } from './service.js';
export { documentsSdl, documentsTypeDefs } from './graphql/schema.js';
