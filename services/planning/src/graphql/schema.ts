import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: planningSdl, typeDefs: planningTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
