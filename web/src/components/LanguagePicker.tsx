import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The portal's language; remembered in this browser, and by `remember` (the signed-in shell: on the account). */
export function LanguagePicker({ remember }: { remember?: (language: Language) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage(remember);
  return (
    <Select<Language>
      size="small"
      variant="borderless"
      aria-label={t('language.label')}
      data-testid="language-picker"
      suffixIcon={<GlobalOutlined />}
      value={language}
      options={OPTIONS}
      onChange={(next) => void setLanguage(next)}
      popupMatchSelectWidth={false}
    />
  );
}
