import { loadSchemaFile } from '@counsel/kit/server';

export const { sdl: notificationsSdl, typeDefs: notificationsTypeDefs } = loadSchemaFile(new URL('./schema.graphql', import.meta.url));
