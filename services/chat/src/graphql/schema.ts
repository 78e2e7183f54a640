import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: chatSdl, typeDefs: chatTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
