import { z } from 'zod';
import { commonConfigSchema, flag, port } from '@counsel/kit';

export const outcomesConfigSchema = commonConfigSchema.extend({
  OUTCOMES_PORT: port(4114),
  /** Seeds three past classes of synthetic outcomes for the demo school (data/demo-outcomes.csv). */
  DEMO_DATA: flag(true),
});
export type OutcomesConfig = z.infer<typeof outcomesConfigSchema>;
