import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: counselingSdl, typeDefs: counselingTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
