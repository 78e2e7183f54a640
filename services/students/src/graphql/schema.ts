import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: studentsSdl, typeDefs: studentsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
