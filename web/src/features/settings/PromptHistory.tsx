import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { SystemPromptHistoryDocument } from '../../gql/graphql';
import { formatDateTime } from '../../app/date-format';

/** Every saved change of the prompt: who, when and what (admins only). */
export function PromptHistory({ refreshKey, onLoad }: { refreshKey: number; onLoad: (value: string) => void }) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['settings', 'common']);
  const history = useQuery(SystemPromptHistoryDocument, { variables: { limit: 20 }, fetchPolicy: 'network-only' });
  const { refetch } = history;
  // A save bumps the key: show the new change.
  useEffect(() => { if (refreshKey) void refetch(); }, [refreshKey, refetch]);
  return (
    <Card title={t('history.title')} size="small">
      {history.loading && !history.data ? <Skeleton active paragraph={{ rows: 3 }} />
        : history.error ? <Alert type="error" showIcon title={t('history.loadError')} action={<Button size="small" onClick={() => void history.refetch()}>{t('common:errors.tryAgain')}</Button>} />
          : !history.data?.systemSettingHistory.items.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.none')} />
            : (
              <ul aria-label={t('history.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {history.data.systemSettingHistory.items.map((c, i) => (
                  <li key={c.id} style={{ padding: `${token.paddingSM}px 0`, borderTop: i ? `1px solid ${token.colorSplit}` : undefined }}>
                    <Flex justify="space-between" align="flex-start" gap={token.margin}>
                      <div style={{ minWidth: 0 }}>
                        <Typography.Text strong>{t('history.by', { when: formatDateTime(c.at), email: c.actorEmail })}</Typography.Text>
                        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: c.value }} style={{ margin: 0 }}>{c.value}</Typography.Paragraph>
                      </div>
                      <Button size="small" onClick={() => onLoad(c.value)}>{t('history.load')}</Button>
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
    </Card>
  );
}
