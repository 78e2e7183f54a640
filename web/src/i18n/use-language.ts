import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { useCurrentUser } from '../app/current-user';
import { toLanguage, type Language } from './languages';

/**
 * The portal's language and how to change it: at once on screen and in this browser, and on the account when
 * someone is signed in (PUT /api/me/language), so another browser or a new sign-in finds it.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const setLanguage = useCallback(async (next: Language) => {
    await i18n.changeLanguage(next);
    if (signedIn) await api.put('/api/me/language', { language: next });
  }, [i18n, signedIn]);
  return { language, setLanguage };
}
