import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: outcomesSdl, typeDefs: outcomesTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
