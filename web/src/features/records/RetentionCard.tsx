import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ScrollRegion } from '../../components/ScrollRegion';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Switch, Table, Typography, theme, type TableColumnsType } from 'antd';
import { useId } from 'react';
import type { RetentionPreviewFieldsFragment } from '../../gql/graphql';
import { formatDay, formatWhen } from './record-format';
import { useRetention } from './use-retention';
import { EmptyText } from '../../components/EmptyText';

type Candidate = RetentionPreviewFieldsFragment['candidates'][number];

const STATUSES: Record<string, string> = { graduated: 'graduated', inactive: 'deactivated', deactivated: 'deactivated', active: 'active' };

const candidateColumns = (t: TFunction<'recordsAdmin'>): TableColumnsType<Candidate> => [
  { title: t('deletions.student'), dataIndex: 'name', key: 'name' },
  { title: t('retention.status'), dataIndex: 'status', key: 'status', render: (s: string) => (STATUSES[s.toLowerCase()] ? t(`retention.statuses.${STATUSES[s.toLowerCase()]}`) : s) },
  { title: t('retention.since'), dataIndex: 'since', key: 'since', render: (d: string) => <time dateTime={d}>{formatDay(d)}</time> },
  { title: t('retention.due'), dataIndex: 'dueAt', key: 'due', render: (d: string) => <time dateTime={d}>{formatDay(d)}</time> },
];

/** Retention: its settings, the dry run (who it would delete now) and the switch. */
export function RetentionCard() {
  const { token } = theme.useToken();
  const { t } = useTranslation('recordsAdmin');
  const columns = candidateColumns(t);
  const switchId = useId();
  const r = useRetention();
  const p = r.preview;

  let body;
  if (r.error) {
    body = <Alert type="error" showIcon title={t('retention.loadError')} description={r.error.message}
      action={<Button size="small" onClick={r.refetch}>{t('retry')}</Button>} />;
  } else if (!p) {
    body = <div role="status" aria-busy="true" aria-label={t('retention.loading')}><Skeleton active paragraph={{ rows: 4 }} /></div>;
  } else {
    body = (
      <Flex vertical gap={token.margin}>
        <Flex align="center" gap={token.marginSM} wrap>
          <Switch id={switchId} checked={p.enabled} loading={r.switching} onChange={r.toggle} />
          <label htmlFor={switchId}>{t('retention.switch')}</label>
        </Flex>
        {r.refusal && <Alert type="error" showIcon title={r.refusal} role="alert" />}
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered items={[
          { key: 'state', label: t('retention.schedule'), children: p.enabled ? t('retention.on') : t('retention.off') },
          { key: 'days', label: t('retention.period'), children: t('retention.periodValue', { count: p.retentionDays }) },
          { key: 'access', label: t('retention.accessKept'), children: t('retention.days', { count: p.accessLogRetentionDays }) },
          { key: 'last', label: t('retention.lastRun'), children: p.lastRunAt ? t('retention.lastRunValue', { when: formatWhen(p.lastRunAt), count: p.lastRunDeleted }) : t('retention.never') },
          { key: 'seen', label: t('retention.dryRunRead'), children: formatWhen(p.previewedAt) },
        ]} />
        <section aria-labelledby="retention-dry-run-heading">
          <Typography.Title level={2} id="retention-dry-run-heading" style={{ fontSize: token.fontSizeHeading5, marginTop: 0 }}>
            {t('retention.dryRun', { count: p.total })}
          </Typography.Title>
          <ScrollRegion label={t('retention.dueRegion')}>
            <Table<Candidate> aria-label={t('retention.dryRunLabel')} rowKey="studentId" size="small" columns={columns}
              dataSource={p.candidates} loading={r.loading}
              locale={{ emptyText: <EmptyText>{t('retention.none')}</EmptyText> }}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }} />
          </ScrollRegion>
        </section>
      </Flex>
    );
  }
  return <Card title={t('retention.title')}>{body}</Card>;
}
