import { loadSchemaFile } from '@counsel/kit';

export const { sdl: knowledgeSdl, typeDefs: knowledgeTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
