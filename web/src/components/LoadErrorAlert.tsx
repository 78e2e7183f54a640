import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "Could not load the users." */
  title: string;
  /** Why, when it helps (the server's message); none: the title alone. */
  description?: ReactNode;
  /** The retry button's text. */
  retryLabel?: string;
  onRetry: () => void;
}

/** Data that failed to load, in place of what it would have shown, with a button to ask again. */
export function LoadErrorAlert({ title, description, retryLabel, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={title} description={description} action={<Button size="small" onClick={onRetry}>{retryLabel ?? t('errors.tryAgain')}</Button>} />;
}
