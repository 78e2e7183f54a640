export { chatModule } from './service.js';
export { chatSdl, chatTypeDefs } from './graphql/schema.js';
