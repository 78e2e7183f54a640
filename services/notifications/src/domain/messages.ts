/** Refusals this service gives, in the words the gateway's REST schemas repeat. */
export const NOTIFICATIONS_MESSAGES = {
  idsOrAll: 'Give ids or all: true',
  idsLimit: 'At most 500 ids at a time',
  preferencesRequired: 'preferences must list at least one kind',
  unknownKind: 'Unknown notification kind',
  unknownDelivery: 'delivery must be one of IN_APP, EMAIL_NOW, DIGEST, OFF',
  tokenInvalid: 'This unsubscribe link is not valid',
  firstRange: 'first must be an integer from 1 to 100',
  offsetRange: 'offset must be a non-negative integer',
  daysRange: 'days must be an integer from 1 to 90',
} as const;
