import i18next from 'i18next';

/**
 * A message a service sent, in the reader's language: the services write English (their exact spec texts), and the
 * `server` catalog, keyed by the English sentence, holds its translations. A message the catalog lacks shows as sent.
 */
export function serverText(message: string): string {
  if (!i18next.isInitialized) return message;
  return i18next.t(message, { ns: 'server', keySeparator: false, nsSeparator: false, defaultValue: message });
}
