import { ScrollRegion } from '../../components/ScrollRegion';
import { CheckCircleFilled, ClockCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Skeleton, Spin, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { StudentDeletionFieldsFragment } from '../../gql/graphql';
import { formatWhen, itemLabel, serviceLabel } from './record-format';
import { useStudentDeletion } from './use-student-deletion';
import { LoadErrorResult } from '../../components/LoadErrorResult';

type Confirmation = StudentDeletionFieldsFragment['services'][number];

/**
 * A deletion's progress: every service that held the student's data with its confirmation and what it
 * removed, polled until COMPLETE, then the certificate. Reads only the deletion, so it works once the student is gone.
 */
export function DeletionProgressCard({ deletionId, extra }: { deletionId: string; extra?: ReactNode }) {
  const { token } = theme.useToken();
  const { deletion, complete, missing, loading, error, refetch } = useStudentDeletion(deletionId);

  const columns: TableColumnsType<Confirmation> = [
    { title: 'Service', dataIndex: 'service', key: 'service', render: (s: string) => serviceLabel(s) },
    {
      title: 'Confirmed', key: 'confirmed',
      render: (_, c) => c.confirmed ? (
        <Flex gap={token.marginXS} align="center">
          <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />
          <span>Confirmed <time dateTime={c.confirmedAt ?? undefined}>{formatWhen(c.confirmedAt)}</time></span>
        </Flex>
      ) : (
        <Flex gap={token.marginXS} align="center">
          <ClockCircleOutlined aria-hidden />
          <span>Waiting</span>
        </Flex>
      ),
    },
    {
      title: 'Removed', key: 'removed',
      render: (_, c) => !c.confirmed ? '—' : c.removed.length === 0 ? 'Nothing held'
        : c.removed.map((r) => <Tag key={r.item} style={{ color: token.colorText }}>{itemLabel(r.item)}: {r.count}</Tag>),
    },
  ];

  let body;
  if (loading) body = <div role="status" aria-busy="true" aria-label="Loading the deletion"><Skeleton active paragraph={{ rows: 4 }} /></div>;
  else if (missing) body = <Result status="404" title="Deletion not found" subTitle="This deletion does not exist." />;
  else if (error || !deletion) {
    body = <LoadErrorResult title="The deletion could not be loaded" onRetry={refetch} />;
  } else {
    const done = deletion.services.filter((s) => s.confirmed).length;
    body = (
      <Flex vertical gap={token.margin}>
        <div role="status" aria-live="polite">
          {complete ? (
            <Alert type="success" showIcon title={`${deletion.studentName}'s record was deleted.`}
              description={`Every service confirmed. Completed ${formatWhen(deletion.completedAt)}.`} />
          ) : (
            <Flex align="center" gap={token.marginXS}>
              <Spin size="small" />
              <Typography.Text>Deleting: {done} of {deletion.services.length} services confirmed…</Typography.Text>
            </Flex>
          )}
        </div>
        <Typography.Text type="secondary">
          Requested {formatWhen(deletion.requestedAt)}{deletion.requestedByName ? ` by ${deletion.requestedByName}` : ' by the retention schedule'}.
        </Typography.Text>
        <ScrollRegion label="Confirmations by service">
          <Table<Confirmation> aria-label="Services" rowKey="service" size="small" pagination={false} columns={columns}
            dataSource={deletion.services} />
        </ScrollRegion>
        {deletion.servicesHoldingNothing.length > 0 && (
          <Typography.Text type="secondary">
            Hold no student data: {deletion.servicesHoldingNothing.map(serviceLabel).join(', ')}.
          </Typography.Text>
        )}
        {complete && deletion.certificatePath && (
          <div>
            <Button type="primary" icon={<DownloadOutlined />} href={deletion.certificatePath} download>Download certificate</Button>
          </div>
        )}
      </Flex>
    );
  }

  return (
    <Card title={deletion ? `Deletion of ${deletion.studentName}` : 'Deletion'} extra={extra} data-testid="deletion-progress">
      {body}
    </Card>
  );
}
