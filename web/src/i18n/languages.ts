/**
 * The languages the portal ships. Adding one: its code here, and a folder of catalogs under src/locales/<code>/
 * with every namespace the English folder has (the completeness test names what is missing). See docs/i18n.md.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const FALLBACK_LANGUAGE: Language = 'en';

/** The key under which a visitor's choice is kept in this browser (an account keeps its own on the server). */
export const LANGUAGE_STORAGE_KEY = 'counsel.language';

/** The catalogs every page loads with the app: the shell's words, the services' messages and the tab titles. */
export const APP_NAMESPACES = ['common', 'server', 'titles'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A detected tag ("es-US", "es") as one of ours, else English. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/**
 * The locale dates and numbers are written in: the browser's own variant when it speaks the language ("es-US",
 * "en-GB"), else the language itself.
 */
export function formattingLocale(language: Language, preferred: readonly string[]): string {
  return preferred.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}
