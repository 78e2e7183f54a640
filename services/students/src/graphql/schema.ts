import { loadSchemaFile } from '@counsel/kit';

export const { sdl: studentsSdl, typeDefs: studentsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
