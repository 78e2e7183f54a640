import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: identitySdl, typeDefs: identityTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
