import { loadSchemaFile } from '@counsel/kit';

export const { sdl: documentsSdl, typeDefs: documentsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
