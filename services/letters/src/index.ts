export { lettersModule } from './service.js';
export { lettersSdl, lettersTypeDefs } from './graphql/schema.js';
export { LETTERS_MESSAGES as lettersRuleMessages } from './domain/messages.js';
