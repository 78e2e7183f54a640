export { studentsModule } from './service.js';
export { studentsSdl, studentsTypeDefs } from './graphql/schema.js';
