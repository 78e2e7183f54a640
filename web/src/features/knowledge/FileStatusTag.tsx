import { useTranslation } from 'react-i18next';
import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import type { KnowledgeFileStatus } from '../../gql/graphql';

const LOOK: Record<KnowledgeFileStatus, { color: string; icon: ReactNode }> = {
  Pending: { color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
  Indexed: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  Failed: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
};

/**
 * Pending, Indexed or Failed. The tint carries the meaning; the text keeps the theme's text colour
 * (contrast in both themes). The tooltip says how many passages were indexed, or why it failed.
 */
export function FileStatusTag({ status, reason, chunkCount }: { status: KnowledgeFileStatus; reason?: string | null; chunkCount?: number }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('knowledgeBase');
  const look = LOOK[status];
  const hint = status === 'Failed'
    ? reason ?? t('status.failedHint')
    : status === 'Indexed'
      ? t('status.indexedHint', { count: chunkCount ?? 0 })
      : t('status.pendingHint');
  const word = t(`status.${status}`);
  return (
    <Tooltip title={hint}>
      <Tag color={look.color} icon={look.icon} style={{ color: token.colorText, marginInlineEnd: 0 }} tabIndex={0} aria-label={t('status.label', { status: word, hint })} data-testid="file-status">
        {word}
      </Tag>
    </Tooltip>
  );
}
