import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('recordsAdmin');
  const { deletion, complete, missing, loading, error, refetch } = useStudentDeletion(deletionId);

  const columns: TableColumnsType<Confirmation> = [
    { title: t('progress.service'), dataIndex: 'service', key: 'service', render: (s: string) => serviceLabel(s) },
    {
      title: t('progress.confirmed'), key: 'confirmed',
      render: (_, c) => c.confirmed ? (
        <Flex gap={token.marginXS} align="center">
          <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />
          <span>{t('progress.confirmed')} <time dateTime={c.confirmedAt ?? undefined}>{formatWhen(c.confirmedAt)}</time></span>
        </Flex>
      ) : (
        <Flex gap={token.marginXS} align="center">
          <ClockCircleOutlined aria-hidden />
          <span>{t('progress.waiting')}</span>
        </Flex>
      ),
    },
    {
      title: t('progress.removed'), key: 'removed',
      render: (_, c) => !c.confirmed ? '—' : c.removed.length === 0 ? t('progress.nothingHeld')
        : c.removed.map((r) => <Tag key={r.item} style={{ color: token.colorText }}>{itemLabel(r.item)}: {r.count}</Tag>),
    },
  ];

  let body;
  if (loading) body = <div role="status" aria-busy="true" aria-label={t('progress.loading')}><Skeleton active paragraph={{ rows: 4 }} /></div>;
  else if (missing) body = <Result status="404" title={t('progress.notFound')} subTitle={t('progress.notFoundText')} />;
  else if (error || !deletion) {
    body = <LoadErrorResult title={t('progress.loadError')} onRetry={refetch} />;
  } else {
    const done = deletion.services.filter((s) => s.confirmed).length;
    body = (
      <Flex vertical gap={token.margin}>
        <div role="status" aria-live="polite">
          {complete ? (
            <Alert type="success" showIcon title={t('progress.deleted', { name: deletion.studentName })}
              description={t('progress.completed', { when: formatWhen(deletion.completedAt) })} />
          ) : (
            <Flex align="center" gap={token.marginXS}>
              <Spin size="small" />
              <Typography.Text>{t('progress.deleting', { done, total: deletion.services.length })}</Typography.Text>
            </Flex>
          )}
        </div>
        <Typography.Text type="secondary">
          {deletion.requestedByName
            ? t('progress.requestedBy', { when: formatWhen(deletion.requestedAt), name: deletion.requestedByName })
            : t('progress.requestedBySchedule', { when: formatWhen(deletion.requestedAt) })}
        </Typography.Text>
        <ScrollRegion label={t('progress.byService')}>
          <Table<Confirmation> aria-label={t('progress.services')} rowKey="service" size="small" pagination={false} columns={columns}
            dataSource={deletion.services} />
        </ScrollRegion>
        {deletion.servicesHoldingNothing.length > 0 && (
          <Typography.Text type="secondary">
            {t('progress.holdNothing', { list: deletion.servicesHoldingNothing.map(serviceLabel).join(', ') })}
          </Typography.Text>
        )}
        {complete && deletion.certificatePath && (
          <div>
            <Button type="primary" icon={<DownloadOutlined />} href={deletion.certificatePath} download>{t('progress.downloadCertificate')}</Button>
          </div>
        )}
      </Flex>
    );
  }

  return (
    <Card title={deletion ? t('progress.titleOf', { name: deletion.studentName }) : t('progress.title')} extra={extra} data-testid="deletion-progress">
      {body}
    </Card>
  );
}
