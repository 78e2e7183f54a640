import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

export const knowledgeConfigSchema = commonConfigSchema.extend({
  KNOWLEDGE_PORT: port(4104),
});
export type KnowledgeConfig = z.infer<typeof knowledgeConfigSchema>;
