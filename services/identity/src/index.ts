export { identityModule } from './service.js';
export { identitySdl, identityTypeDefs } from './graphql/schema.js';
export { displayName } from './domain/user.js';
// What the gateway's REST bodies say of a field of the wrong type: the identity rules' own words.
export { MESSAGES as identityRuleMessages, CREATABLE_ROLES } from './domain/validation.js';
export { LINK_REFUSED } from './domain/set-password-link.js';
export { realmAccessToken } from './domain/sign-in.js';
export { LANGUAGES, LANGUAGE_REFUSED, type Language } from './domain/language.js';
export { GUARDIAN_MESSAGES as guardianRuleMessages } from './domain/guardian-invitation.js';
