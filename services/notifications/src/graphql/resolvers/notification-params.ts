import { GraphQLScalarType } from 'graphql';
import type { MessageParams } from '../../domain/texts/index.js';

/** Only what the service writes goes out (output only: no operation takes params as input). */
function checked(value: unknown): MessageParams {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('NotificationParams must be an object');
  for (const v of Object.values(value)) {
    const ok = typeof v === 'string' || typeof v === 'number' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    if (!ok) throw new TypeError('NotificationParams values are strings, numbers or lists of strings');
  }
  return value as MessageParams;
}

/** A notification's message parameters as one JSON object, so the web interpolates them into its catalog's text. */
export const notificationParamsScalar = new GraphQLScalarType<MessageParams, MessageParams>({
  name: 'NotificationParams',
  description: "A notification's message parameters (docs/notifications.md).",
  serialize: checked,
  parseValue: checked,
});
