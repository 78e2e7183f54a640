import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: lettersSdl, typeDefs: lettersTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
