import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, optionalUrl, port } from '@counsel/kit';

export const notificationsConfigSchema = commonConfigSchema.extend({
  NOTIFICATIONS_PORT: port(4113),
  /** smtp(s)://user:password@host:port of the mail relay; without it notifications stay in the app. */
  SMTP_URL: optionalString,
  SMTP_FROM: z.string().default('Counsel <no-reply@counsel.local>'),
  /** The portal's public address: emailed links and the one-click unsubscribe URL are absolute (https). */
  PUBLIC_URL: optionalUrl,
  /** Signs one-click unsubscribe tokens; unset, a random secret is kept in the service's store (shared by replicas). */
  NOTIFICATIONS_UNSUBSCRIBE_SECRET: optionalString,
  /** The district's time zone and digest hour until an admin sets them (settings district_time_zone, notification_digest_hour). */
  NOTIFICATIONS_TIME_ZONE: z.string().default('UTC'),
  NOTIFICATIONS_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** How often the reminder, email and digest passes run (ms). */
  NOTIFICATIONS_PASS_MS: z.coerce.number().int().min(1000).default(60_000),
  DEMO_DATA: flag(true),
});
export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;
