import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: rosterSdl, typeDefs: rosterTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
