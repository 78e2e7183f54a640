import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Radio, Skeleton, Space, theme, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../app/current-user';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { userRole } from '../../app/user';
import { EmptyText } from '../../components/EmptyText';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeading } from '../../components/PageHeading';
import { MyNotificationPreferencesDocument, UpdateMyNotificationPreferencesDocument } from '../../gql/graphql';
import { changedPreferences, DELIVERIES, preferenceGroups, type NotificationDelivery } from './notification-kinds';

/**
 * /settings/notifications: for each kind that concerns the person's role, in groups, how they hear about it (in the
 * app only, email right away, a daily digest, or not at all). Changes are saved together.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  const options = DELIVERIES.map((value) => ({ value, label: t(`delivery.${value}`) }));
  const { token } = theme.useToken();
  const toast = useToast();
  const { user } = useCurrentUser();
  const role = userRole(user);
  const saved = useQuery(MyNotificationPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [update, updating] = useMutation(UpdateMyNotificationPreferencesDocument, {
    // The answer is the whole list as saved: it replaces the cached one.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MyNotificationPreferencesDocument, data: { myNotificationPreferences: data.updateMyNotificationPreferences } });
    },
  });
  const [edited, setEdited] = useState<Record<string, NotificationDelivery>>({});

  const current = useMemo(() => saved.data?.myNotificationPreferences ?? [], [saved.data]);
  const groups = useMemo(() => (role ? preferenceGroups(role, current) : []), [role, current]);
  const changes = changedPreferences(current, edited);

  const save = async () => {
    try {
      await update({ variables: { preferences: changes } });
      setEdited({});
      toast.success(t('preferences.saved'));
    } catch (error) {
      toast.error(t('preferences.saveFailed'), graphqlMessage(error) ?? t('list.retry'));
    }
  };

  let body;
  if (saved.error && !saved.data) {
    body = <LoadErrorAlert title={t('preferences.loadError')} description={graphqlMessage(saved.error)} onRetry={() => void saved.refetch().catch(() => undefined)} retryLabel={t('list.retry')} />;
  } else if (!saved.data) {
    body = <Card aria-busy><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  } else if (groups.length === 0) {
    body = <Card><EmptyText>{t('preferences.empty')}</EmptyText></Card>;
  } else {
    body = (
      <Flex vertical gap={token.marginLG}>
        {groups.map((group) => (
          <Card key={group.title} title={<Typography.Title level={2} style={{ fontSize: token.fontSizeLG, margin: 0 }}>{group.title}</Typography.Title>}>
            <Flex vertical gap={token.margin}>
              {group.rows.map((row) => (
                <Flex key={row.kind} justify="space-between" align="center" wrap gap={token.marginSM} data-testid={`preference-${row.kind}`}>
                  <Typography.Text id={`kind-${row.kind}`}>{row.label}</Typography.Text>
                  <Radio.Group
                    aria-labelledby={`kind-${row.kind}`}
                    optionType="button"
                    size="small"
                    value={edited[row.kind] ?? row.delivery}
                    onChange={(event) => setEdited((e) => ({ ...e, [row.kind]: event.target.value as NotificationDelivery }))}
                    options={options}
                    disabled={updating.loading}
                  />
                </Flex>
              ))}
            </Flex>
          </Card>
        ))}
        <Flex justify="flex-end">
          <Space>
            {changes.length > 0 && <Button onClick={() => setEdited({})} disabled={updating.loading}>{t('preferences.reset')}</Button>}
            <Button type="primary" onClick={() => void save()} disabled={changes.length === 0} loading={updating.loading}>
              {updating.loading ? t('preferences.saving') : t('preferences.save')}
            </Button>
          </Space>
        </Flex>
      </Flex>
    );
  }

  return (
    <>
      <PageHeading title={t('preferences.heading')} subtitle={t('preferences.subtitle')} />
      {body}
    </>
  );
}
