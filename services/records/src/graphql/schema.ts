import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: recordsSdl, typeDefs: recordsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
