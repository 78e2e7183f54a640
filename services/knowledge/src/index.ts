export { knowledgeModule } from './service.js';
export { knowledgeSdl, knowledgeTypeDefs } from './graphql/schema.js';
// What the gateway's REST bodies say of a field of the wrong type: the content rules' own words.
export { CONTENT_MESSAGES as contentRuleMessages } from './domain/content-item.js';
export { FILE_NAME_REQUIRED as knowledgeFileNameRequired } from './domain/knowledge-file.js';
export { SEARCH_TEXT_REQUIRED as knowledgeSearchTextRequired } from './domain/passage.js';
