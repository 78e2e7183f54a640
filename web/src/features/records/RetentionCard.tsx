import { ScrollRegion } from '../../components/ScrollRegion';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Switch, Table, Typography, theme, type TableColumnsType } from 'antd';
import { useId } from 'react';
import type { RetentionPreviewFieldsFragment } from '../../gql/graphql';
import { formatDay, formatWhen } from './record-format';
import { useRetention } from './use-retention';
import { EmptyText } from '../../components/EmptyText';

type Candidate = RetentionPreviewFieldsFragment['candidates'][number];

const STATUS_LABELS: Record<string, string> = { graduated: 'Graduated', inactive: 'Deactivated', deactivated: 'Deactivated', active: 'Active' };

const columns: TableColumnsType<Candidate> = [
  { title: 'Student', dataIndex: 'name', key: 'name' },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (s: string) => STATUS_LABELS[s.toLowerCase()] ?? s },
  { title: 'Since', dataIndex: 'since', key: 'since', render: (d: string) => <time dateTime={d}>{formatDay(d)}</time> },
  { title: 'Due', dataIndex: 'dueAt', key: 'due', render: (d: string) => <time dateTime={d}>{formatDay(d)}</time> },
];

/** Retention: its settings, the dry run (who it would delete now) and the switch. */
export function RetentionCard() {
  const { token } = theme.useToken();
  const switchId = useId();
  const r = useRetention();
  const p = r.preview;

  let body;
  if (r.error) {
    body = <Alert type="error" showIcon title="The retention dry run could not be loaded." description={r.error.message}
      action={<Button size="small" onClick={r.refetch}>Retry</Button>} />;
  } else if (!p) {
    body = <div role="status" aria-busy="true" aria-label="Loading the retention dry run"><Skeleton active paragraph={{ rows: 4 }} /></div>;
  } else {
    body = (
      <Flex vertical gap={token.margin}>
        <Flex align="center" gap={token.marginSM} wrap>
          <Switch id={switchId} checked={p.enabled} loading={r.switching} onChange={r.toggle} />
          <label htmlFor={switchId}>Delete students automatically when their retention period ends</label>
        </Flex>
        {r.refusal && <Alert type="error" showIcon title={r.refusal} role="alert" />}
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered items={[
          { key: 'state', label: 'Retention schedule', children: p.enabled ? 'On' : 'Off' },
          { key: 'days', label: 'Retention period', children: `${p.retentionDays} days after graduating or deactivation` },
          { key: 'access', label: 'Access log kept', children: `${p.accessLogRetentionDays} days` },
          { key: 'last', label: 'Last run', children: p.lastRunAt ? `${formatWhen(p.lastRunAt)} (${p.lastRunDeleted} deleted)` : 'Never' },
          { key: 'seen', label: 'Dry run read', children: formatWhen(p.previewedAt) },
        ]} />
        <section aria-labelledby="retention-dry-run-heading">
          <Typography.Title level={2} id="retention-dry-run-heading" style={{ fontSize: token.fontSizeHeading5, marginTop: 0 }}>
            Dry run: {p.total} {p.total === 1 ? 'student' : 'students'} would be deleted
          </Typography.Title>
          <ScrollRegion label="Students due for deletion">
            <Table<Candidate> aria-label="Retention dry run" rowKey="studentId" size="small" columns={columns}
              dataSource={p.candidates} loading={r.loading}
              locale={{ emptyText: <EmptyText>No student is past their retention period.</EmptyText> }}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }} />
          </ScrollRegion>
        </section>
      </Flex>
    );
  }
  return <Card title="Retention">{body}</Card>;
}
