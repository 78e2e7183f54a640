import { z } from 'zod';
import { commonConfigSchema, flag, port } from '@counsel/kit';

export const planningConfigSchema = commonConfigSchema.extend({
  PLANNING_PORT: port(4112),
  /** Seeds the demo school's catalog, its graduation requirements and the demo students' plans. */
  DEMO_DATA: flag(true),
});
export type PlanningConfig = z.infer<typeof planningConfigSchema>;
