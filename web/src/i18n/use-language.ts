import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from './languages';

/**
 * The portal's language and how to change it: at once on screen and in this browser, and, through `remember`
 * (the signed-in shell's: the account), wherever the user signs in next.
 */
export function useLanguage(remember?: (language: Language) => Promise<unknown>) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const setLanguage = useCallback(async (next: Language) => {
    await i18n.changeLanguage(next);
    await remember?.(next);
  }, [i18n, remember]);
  return { language, setLanguage };
}
