import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../app/current-user';
import { isLanguage } from './languages';

/** The signed-in account's language wins over this browser's: it was chosen on purpose, perhaps elsewhere. */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const chosen = user?.language;
  useEffect(() => {
    if (isLanguage(chosen) && chosen !== i18n.resolvedLanguage) void i18n.changeLanguage(chosen);
  }, [chosen, i18n]);
  return null;
}
