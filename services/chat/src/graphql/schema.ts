import { loadSchemaFile } from '@counsel/kit';

export const { sdl: chatSdl, typeDefs: chatTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
