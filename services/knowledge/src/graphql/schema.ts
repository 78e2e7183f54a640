import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: knowledgeSdl, typeDefs: knowledgeTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
