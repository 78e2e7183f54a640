import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

export const settingsConfigSchema = commonConfigSchema.extend({
  SETTINGS_PORT: port(4106),
});
export type SettingsConfig = z.infer<typeof settingsConfigSchema>;
