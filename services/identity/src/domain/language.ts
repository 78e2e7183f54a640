/**
 * The languages the portal is written in. An account's language is one of them, or null: "follow the browser".
 * Adding one: a code here, the web's catalogs (docs/i18n.md), and the emails' texts (set-password-email.ts).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_REFUSED = `Language must be one of: ${LANGUAGES.join(', ')}`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
