import { useTranslation } from 'react-i18next';
import { Button, Flex, Result } from 'antd';
import { useDocumentTitle } from './document-title';

interface LoadErrorPageProps {
  error: Error;
  onRetry: () => void;
}

/** The error state when the portal cannot tell who is signed in (gateway unreachable, 5xx). */
export function LoadErrorPage({ error, onRetry }: LoadErrorPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('loadError.documentTitle'));
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }} role="main">
      <Result
        status="error"
        title={t('loadError.title')}
        subTitle={t('loadError.subtitle', { message: error.message })}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('loadError.retry')}
          </Button>
        }
      />
    </Flex>
  );
}
