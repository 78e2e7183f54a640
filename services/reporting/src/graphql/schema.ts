import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: reportingSdl, typeDefs: reportingTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
