import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: documentsSdl, typeDefs: documentsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
