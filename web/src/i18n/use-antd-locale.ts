import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's own texts (pagination, pickers, empty tables, modal buttons) and dayjs's month names in the portal's
 * language. English is antd's default; Spanish loads on demand, so English pages carry none of it.
 */
export function useAntdLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [locale, setLocale] = useState<Locale | undefined>(undefined);
  useEffect(() => {
    let current = true;
    if (language === 'es') {
      void Promise.all([import('antd/locale/es_ES'), import('dayjs'), import('dayjs/locale/es')]).then(([antd, dayjs]) => {
        dayjs.default.locale('es');
        if (current) setLocale(antd.default);
      });
    } else {
      void import('dayjs').then((dayjs) => dayjs.default.locale('en'));
      setLocale(undefined);
    }
    return () => { current = false; };
  }, [language]);
  return locale;
}
