import { useTranslation } from 'react-i18next';
import { theme } from 'antd';

/** First focusable element of every screen: jumps over the navigation to `#main-content`. */
export function SkipLink() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href="#main-content"
      style={{
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        borderRadius: token.borderRadius,
      }}
    >
      {t('skipToMain')}
    </a>
  );
}
