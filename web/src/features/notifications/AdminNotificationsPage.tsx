import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Flex, Radio, Table, theme, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useAddressParams } from '../../app/use-address-params';
import { formatDate, formatDateTime } from '../../app/date-format';
import { graphqlMessage } from '../../app/graphql-error';
import { EmptyText } from '../../components/EmptyText';
import { PageHeading } from '../../components/PageHeading';
import { QueryTable } from '../../components/QueryTable';
import { NotificationStatsDocument } from '../../gql/graphql';
import { EmailPauseCard } from './EmailPauseCard';
import { kindLabel } from './notification-kinds';
import { dayCountRows, dayCountTotals, type DayCountRow } from './notification-rules';

const DAY_CHOICES = [7, 14, 30, 90];
const DEFAULT_DAYS = 14;

interface FailureRow { id: string; at: string; kind: string; reason: string }

const countColumns = (t: TFunction<'notifications'>): TableColumnsType<DayCountRow> => [
  { title: t('admin.date'), dataIndex: 'date', key: 'date', render: (date: string) => <time dateTime={date}>{formatDate(date)}</time> },
  { title: t('admin.kind'), dataIndex: 'kind', key: 'kind', render: (kind: string) => kindLabel(kind) },
  { title: t('admin.inApp'), dataIndex: 'inApp', key: 'inApp', align: 'right' },
  { title: t('admin.emailed'), dataIndex: 'emailed', key: 'emailed', align: 'right' },
  { title: t('admin.failed'), dataIndex: 'failed', key: 'failed', align: 'right' },
];

const failureColumns = (t: TFunction<'notifications'>): TableColumnsType<FailureRow> => [
  { title: t('admin.at'), dataIndex: 'at', key: 'at', render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time> },
  { title: t('admin.kind'), dataIndex: 'kind', key: 'kind', render: (kind: string) => kindLabel(kind) },
  { title: t('admin.reason'), dataIndex: 'reason', key: 'reason' },
];

/** /admin/notifications: what went out per kind and day, what failed and why, and the district's email switch. */
export function AdminNotificationsPage() {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const { params, update } = useAddressParams({ replace: true });
  const chosen = Number(params.get('days'));
  const days = DAY_CHOICES.includes(chosen) ? chosen : DEFAULT_DAYS;
  const stats = useQuery(NotificationStatsDocument, { variables: { days }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shown = stats.data ?? stats.previousData;
  const rows = useMemo(() => dayCountRows(shown?.notificationStats.days ?? []), [shown]);
  const totals = dayCountTotals(rows);
  const failures = useMemo<FailureRow[]>(() => (shown?.notificationStats.failures ?? []).map((f, i) => ({ ...f, id: `${f.at}|${i}` })), [shown]);
  const error = stats.error && !stats.data
    ? { title: t('admin.loadError'), description: graphqlMessage(stats.error), retryLabel: t('list.retry'), onRetry: () => void stats.refetch().catch(() => undefined) }
    : null;
  const loading = stats.loading && !shown;

  return (
    <>
      <PageHeading title={t('admin.heading')} subtitle={t('admin.subtitle')} />
      <Flex vertical gap={token.marginLG}>
        <EmailPauseCard paused={shown?.notificationStats.emailPaused} loading={loading} />
        <Card
          title={<h2 style={{ fontSize: token.fontSizeLG, margin: 0 }}>{t('admin.countsTitle')}</h2>}
          extra={
            <Radio.Group
              aria-label={t('admin.days')}
              optionType="button"
              size="small"
              value={days}
              onChange={(event) => update({ days: event.target.value === DEFAULT_DAYS ? null : event.target.value })}
              options={DAY_CHOICES.map((n) => ({ value: n, label: t('admin.lastDays', { count: n }) }))}
            />
          }
        >
          <QueryTable<DayCountRow>
            regionLabel={t('admin.countsLabel')}
            aria-label={t('admin.countsLabel')}
            error={error}
            columns={countColumns(t)}
            dataSource={rows}
            loading={stats.loading}
            size="small"
            locale={{ emptyText: <EmptyText>{t('admin.noCounts')}</EmptyText> }}
            summary={() => rows.length > 1 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>{t('admin.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">{totals.inApp}</Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">{totals.emailed}</Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">{totals.failed}</Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null}
          />
        </Card>
        <Card title={<h2 style={{ fontSize: token.fontSizeLG, margin: 0 }}>{t('admin.failuresTitle')}</h2>}>
          <QueryTable<FailureRow>
            regionLabel={t('admin.failuresLabel')}
            aria-label={t('admin.failuresLabel')}
            error={error}
            columns={failureColumns(t)}
            dataSource={failures}
            loading={stats.loading}
            size="small"
            locale={{ emptyText: <EmptyText>{t('admin.noFailures')}</EmptyText> }}
          />
        </Card>
      </Flex>
    </>
  );
}
