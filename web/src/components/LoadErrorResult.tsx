import { useTranslation } from 'react-i18next';
import { Button, Result } from 'antd';

/** A whole page or card whose data failed to load: what failed, and a button to ask again. */
export function LoadErrorResult({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <Result status="error" title={title} subTitle={t('errors.pleaseTryAgain')} extra={<Button onClick={onRetry}>{t('errors.tryAgain')}</Button>} />;
}
