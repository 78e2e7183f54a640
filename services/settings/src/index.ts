export { settingsModule } from './service.js';
export { settingsSdl, settingsTypeDefs } from './graphql/schema.js';
