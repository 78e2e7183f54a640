import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

export const rosterConfigSchema = commonConfigSchema.extend({
  ROSTER_PORT: port(4107),
});
export type RosterConfig = z.infer<typeof rosterConfigSchema>;
