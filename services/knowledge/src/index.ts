export { knowledgeModule } from './service.js';
export { knowledgeSdl, knowledgeTypeDefs } from './graphql/schema.js';
