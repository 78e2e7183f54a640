import { useTranslation } from 'react-i18next';
import { Flex, Spin, Typography } from 'antd';

/**
 * Loading state for whole screens (e.g. while the current user is being read). The words are body text, not the
 * spinner's own caption, which antd draws in the primary colour (too faint on the dark theme's background).
 */
export function FullPageSpin({ label }: { label?: string }) {
  // Never suspends: it is itself what shows while the page (and its catalog) loads.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: '100vh' }} role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Text>{label ?? (ready ? t('loading') : '')}</Typography.Text>
    </Flex>
  );
}
