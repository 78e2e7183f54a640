import { useTranslation } from 'react-i18next';
import { Flex, Spin, Typography } from 'antd';

/**
 * Loading state inside the signed-in shell while a screen's code downloads; the menu stays usable meanwhile. The
 * words are body text, not the spinner's own caption, which antd draws in the primary colour (too faint on dark).
 */
export function ScreenLoading() {
  // Never suspends: it is itself what shows while a screen (and its catalog) loads.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Text>{ready ? t('loading') : ''}</Typography.Text>
    </Flex>
  );
}
