import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

export const chatConfigSchema = commonConfigSchema.extend({
  CHAT_PORT: port(4105),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;
