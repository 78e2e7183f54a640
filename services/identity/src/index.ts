export { identityModule } from './service.js';
export { identitySdl, identityTypeDefs } from './graphql/schema.js';
export { displayName } from './domain/user.js';
