import { useTranslation } from 'react-i18next';
import { SettingOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Pagination, Radio, Skeleton, theme, Typography } from 'antd';
import { pageParam, pageValue } from '../../app/address-params';
import { graphqlMessage } from '../../app/graphql-error';
import { useAddressParams } from '../../app/use-address-params';
import { LinkButton } from '../../components/LinkButton';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeading } from '../../components/PageHeading';
import { NotificationList } from './NotificationList';
import { NOTIFICATIONS_PAGE_SIZE } from './notification-rules';
import { useMarkRead, useNotificationPage } from './use-notifications';

/** /notifications: every notification of the signed-in person, newest first, all or unread only, paged. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const { params, update } = useAddressParams();
  const unreadOnly = params.get('show') === 'unread';
  const page = pageParam(params.get('page'));
  const list = useNotificationPage({ unread: unreadOnly, first: NOTIFICATIONS_PAGE_SIZE, offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE });
  const { markAllRead, pending } = useMarkRead();

  let body;
  if (list.error) body = <LoadErrorAlert title={t('page.loadError')} description={graphqlMessage(list.error)} onRetry={list.refetch} retryLabel={t('list.retry')} />;
  else if (!list.loaded) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else {
    body = (
      <Flex vertical gap={token.margin}>
        <Typography.Text type="secondary" aria-live="polite">{t('page.summary', { count: list.total, unread: list.unreadCount })}</Typography.Text>
        <NotificationList items={list.items} empty={unreadOnly ? t('list.emptyUnread') : t('list.empty')} markButtons />
        <Pagination
          align="center"
          current={page}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          total={list.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(next) => update({ page: pageValue(next) })}
        />
      </Flex>
    );
  }

  return (
    <>
      <PageHeading
        title={t('page.heading')}
        subtitle={t('page.subtitle')}
        extra={<LinkButton to="/settings/notifications" icon={<SettingOutlined />}>{t('page.settings')}</LinkButton>}
      />
      <Card>
        <Flex justify="space-between" align="center" wrap gap={token.marginSM} style={{ marginBottom: token.margin }}>
          <Radio.Group
            aria-label={t('page.filterLabel')}
            optionType="button"
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(event) => update({ show: event.target.value === 'unread' ? 'unread' : null, page: null })}
            options={[{ value: 'all', label: t('page.all') }, { value: 'unread', label: t('page.unreadOnly') }]}
          />
          <Button onClick={() => void markAllRead()} loading={pending} disabled={list.unreadCount === 0}>
            {t('bell.markAllRead')}
          </Button>
        </Flex>
        <div aria-busy={list.loading}>{body}</div>
      </Card>
    </>
  );
}
