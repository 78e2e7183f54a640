export { settingsModule } from './service.js';
export { settingsSdl, settingsTypeDefs } from './graphql/schema.js';
export { DEFAULT_SYSTEM_PROMPT } from './domain/default-system-prompt.js';
export { VALUE_REQUIRED as settingValueRequired } from './domain/setting.js';
