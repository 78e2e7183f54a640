import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

export const documentsConfigSchema = commonConfigSchema.extend({
  DOCUMENTS_PORT: port(4103),
});
export type DocumentsConfig = z.infer<typeof documentsConfigSchema>;
