import { loadSchemaFile } from '@counsel/kit';

export const { sdl: settingsSdl, typeDefs: settingsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
