import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useQuery } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table, Tag, theme, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { StudentDeletionsDocument, type StudentDeletionsQuery } from '../../gql/graphql';
import { formatWhen } from './record-format';
import { EmptyText } from '../../components/EmptyText';

type DeletionRow = StudentDeletionsQuery['studentDeletions'][number];

/** Recent deletions, newest first, each with its state and (once complete) its certificate. */
export function DeletionsCard() {
  const { token } = theme.useToken();
  const { t } = useTranslation('recordsAdmin');
  const query = useQuery(StudentDeletionsDocument, { variables: { limit: 50 }, fetchPolicy: 'cache-and-network' });
  const rows = query.data?.studentDeletions ?? [];
  const columns: TableColumnsType<DeletionRow> = [
    {
      title: t('deletions.student'), key: 'student',
      // The student's page follows the deletion (its progress, its certificate) once the student is gone.
      render: (_, d) => <Link to={`/counselor/students/${d.studentId}?deletion=${d.id}`}>{d.studentName}</Link>,
    },
    { title: t('deletions.reason'), dataIndex: 'reason', key: 'reason', render: (r: string) => (r.toUpperCase() === 'RETENTION' ? t('deletions.schedule') : t('deletions.adminRequest')) },
    { title: t('deletions.requestedBy'), key: 'by', render: (_, d) => d.requestedByName ?? t('deletions.schedule') },
    { title: t('deletions.requested'), dataIndex: 'requestedAt', key: 'at', render: (at: string) => <time dateTime={at}>{formatWhen(at)}</time> },
    {
      title: t('deletions.state'), dataIndex: 'state', key: 'state',
      render: (s: DeletionRow['state']) => <Tag color={s === 'COMPLETE' ? 'success' : 'processing'} style={{ color: token.colorText }}>{s === 'COMPLETE' ? t('deletions.complete') : t('deletions.inProgress')}</Tag>,
    },
    {
      title: t('deletions.certificate'), key: 'certificate',
      render: (_, d) => d.certificatePath
        ? <Button size="small" icon={<DownloadOutlined />} href={d.certificatePath} download aria-label={t('deletions.certificateFor', { name: d.studentName })}>{t('deletions.certificate')}</Button>
        : '—',
    },
  ];

  return (
    <Card title={t('deletions.title')}>
      {query.error && !query.data ? (
        <Alert type="error" showIcon title={t('deletions.loadError')} description={query.error.message}
          action={<Button size="small" onClick={() => void query.refetch().catch(() => undefined)}>{t('retry')}</Button>} />
      ) : (
        <ScrollRegion label={t('deletions.title')}>
          <Table<DeletionRow> aria-label={t('deletions.title')} rowKey="id" size="small" columns={columns} dataSource={rows}
            loading={query.loading} locale={{ emptyText: <EmptyText>{t('deletions.none')}</EmptyText> }}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }} />
        </ScrollRegion>
      )}
    </Card>
  );
}
