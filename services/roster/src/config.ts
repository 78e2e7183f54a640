import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, port } from '@counsel/kit';

export const rosterConfigSchema = commonConfigSchema.extend({
  ROSTER_PORT: port(4107),
  /** Seeds the demo's school (the default school, renamed) and assigns the demo counselor to it. */
  DEMO_DATA: flag(true),
  /** The default school's name at the first start (it can be renamed later like any school). */
  ROSTER_DEFAULT_SCHOOL_NAME: optionalString,
  /** Largest roster file, in bytes (a OneRoster zip of a large district: 200 MB). */
  ROSTER_FILE_MAX_BYTES: z.coerce.number().int().min(1).default(200 * 1024 * 1024),
  /** How long a signed upload URL stays valid (15 minutes). */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  /** Roster files never previewed are removed after this many hours. */
  UNREGISTERED_UPLOAD_TTL_HOURS: z.coerce.number().min(0).default(24),
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().min(1).default(60),
});
export type RosterConfig = z.infer<typeof rosterConfigSchema>;
