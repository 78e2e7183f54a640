import { loadSchemaFile } from '@counsel/kit';

export const { sdl: identitySdl, typeDefs: identityTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
