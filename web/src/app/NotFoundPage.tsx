import { useTranslation } from 'react-i18next';
import { Result } from 'antd';
import { LinkButton } from '../components/LinkButton';
import { useDocumentTitle } from './document-title';

/** Any path no route claims, while signed in. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <Result
      status="404"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.subtitle')}
      extra={
        <LinkButton to="/" type="primary">
          {t('notFound.home')}
        </LinkButton>
      }
    />
  );
}
