import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: collegesSdl, typeDefs: collegesTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
