export { documentsModule } from './service.js';
export { documentsSdl, documentsTypeDefs } from './graphql/schema.js';
// What the gateway's REST body says of a file name that is not text: the registration rules' own words.
export { FILE_NAME_REQUIRED as documentFileNameRequired } from './domain/registration.js';
