import { z } from 'zod';
import { commonConfigSchema, flag, port } from '@counsel/kit';

export const counselingConfigSchema = commonConfigSchema.extend({
  COUNSELING_PORT: port(4110),
  /** Seeds the demo counselor's notes, a meeting today and a group task when the demo students' profiles arrive. */
  DEMO_DATA: flag(true),
});
export type CounselingConfig = z.infer<typeof counselingConfigSchema>;
