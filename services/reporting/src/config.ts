import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

export const reportingConfigSchema = commonConfigSchema.extend({
  REPORTING_PORT: port(4115),
});
export type ReportingConfig = z.infer<typeof reportingConfigSchema>;
