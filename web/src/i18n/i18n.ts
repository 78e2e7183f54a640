import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { setDateLocale } from '../app/date-format';
import { APP_NAMESPACES, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, formattingLocale, toLanguage } from './languages';

// One chunk per namespace and language: a page loads only the catalogs of its feature (the landing page stays light).
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyCatalogs = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, done: (err: unknown, data?: Record<string, unknown>) => void) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then((m) => done(null, m.default), (err: unknown) => done(err));
  },
};

/** `<html lang>`, and the locale dates are written in, follow the language. */
function applyLanguage(tag: string) {
  // The build's prerender (prerender.tsx) runs this module in Node, which has no page to mark.
  if (typeof document === 'undefined') return;
  const language = toLanguage(tag);
  // Left alone when already right (a prerendered page arrives with it): rewriting the root's attributes under a
  // drawn page can make the browser recompute the style of all of it.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  setDateLocale(formattingLocale(language, navigator.languages ?? [navigator.language]));
}

i18next.on('languageChanged', applyLanguage);

// Detection: this browser's earlier choice, then the browser's languages. The account's choice, once the user is
// known, overrides both (LanguageSync).
void i18next
  .use(lazyCatalogs)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: APP_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
    react: { useSuspense: true },
  });

export { i18next };
