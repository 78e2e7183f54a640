/** Settings: the district's settings. */
import { z } from 'zod';
import { str } from './shared.js';
import { Subjects } from '../subjects.js';

/** A setting saved (settings service). `value` only for settings other services act on (the time zone, the digest hour). */
const settingChanged = z.strictObject({ key: str, actorId: str, actorEmail: z.string(), value: z.string().optional() });

export const settingsEvents = {
  [Subjects.settingsSettingChanged]: settingChanged,
} as const;

export type SettingChanged = z.infer<typeof settingChanged>;
