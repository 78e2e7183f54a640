import i18next from 'i18next';

/**
 * A message a service sent, in the reader's language: the services write English (their exact spec texts), and the
 * `server` catalog, keyed by the English sentence, holds its translations. A message the catalog lacks shows as sent.
 */
export function serverText(message: string): string {
  if (!i18next.isInitialized) return message;
  return i18next.t(message, { ns: 'server', keySeparator: false, nsSeparator: false, defaultValue: message });
}

/** A value a service's template names: shown as sent, or a word (a phrase of its own) the catalog translates. */
type PhraseValue = string | number | { template: string; values?: Record<string, unknown>; message: string };

/** A message a service wrote from a template (kit phrase.ts): the English, and the template and values beside it. */
interface SentPhrase {
  message: string;
  template?: unknown;
  values?: unknown;
}

const isValue = (v: unknown): v is PhraseValue =>
  typeof v === 'string' || typeof v === 'number'
  || (typeof v === 'object' && v !== null && typeof (v as { template?: unknown }).template === 'string' && typeof (v as { message?: unknown }).message === 'string');

/**
 * A message with values in the reader's language: its template through the server catalog, with each value as sent
 * (the catalog's own text may format a number, `{{max, number}}`) or, for a word, translated the same way. Without a
 * template, or when the catalog lacks it, the message reads as `serverText` reads it.
 */
export function serverPhrase(sent: SentPhrase): string {
  const { message, template, values } = sent;
  if (typeof template !== 'string' || !i18next.isInitialized) return serverText(message);
  const given = typeof values === 'object' && values !== null ? Object.entries(values) : [];
  if (!given.every(([, v]) => isValue(v))) return serverText(message);
  const written = Object.fromEntries((given as Array<[string, PhraseValue]>).map(([name, v]) => [name, typeof v === 'object' ? serverPhrase(v) : v]));
  if (!i18next.exists(template, { ns: 'server', keySeparator: false, nsSeparator: false })) return serverText(message);
  // The values go in `replace`, so a value's name can never be read as one of i18next's options (ns, count…).
  return i18next.t(template, { ns: 'server', replace: written, keySeparator: false, nsSeparator: false, defaultValue: message, interpolation: { escapeValue: false } });
}
