export { settingsModule } from './service.js';
export { settingsSdl, settingsTypeDefs } from './graphql/schema.js';
export { DEFAULT_SYSTEM_PROMPT } from './domain/default-system-prompt.js';
