export { collegesModule } from './service.js';
export { collegesSdl, collegesTypeDefs } from './graphql/schema.js';
