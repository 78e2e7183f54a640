import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: settingsSdl, typeDefs: settingsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
