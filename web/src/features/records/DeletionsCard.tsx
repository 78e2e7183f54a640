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
  const query = useQuery(StudentDeletionsDocument, { variables: { limit: 50 }, fetchPolicy: 'cache-and-network' });
  const rows = query.data?.studentDeletions ?? [];
  const columns: TableColumnsType<DeletionRow> = [
    {
      title: 'Student', key: 'student',
      // The student's page follows the deletion (its progress, its certificate) once the student is gone.
      render: (_, d) => <Link to={`/counselor/students/${d.studentId}?deletion=${d.id}`}>{d.studentName}</Link>,
    },
    { title: 'Reason', dataIndex: 'reason', key: 'reason', render: (r: string) => (r.toUpperCase() === 'RETENTION' ? 'Retention schedule' : 'Admin request') },
    { title: 'Requested by', key: 'by', render: (_, d) => d.requestedByName ?? 'Retention schedule' },
    { title: 'Requested', dataIndex: 'requestedAt', key: 'at', render: (at: string) => <time dateTime={at}>{formatWhen(at)}</time> },
    {
      title: 'State', dataIndex: 'state', key: 'state',
      render: (s: DeletionRow['state']) => <Tag color={s === 'COMPLETE' ? 'success' : 'processing'} style={{ color: token.colorText }}>{s === 'COMPLETE' ? 'Complete' : 'In progress'}</Tag>,
    },
    {
      title: 'Certificate', key: 'certificate',
      render: (_, d) => d.certificatePath
        ? <Button size="small" icon={<DownloadOutlined />} href={d.certificatePath} download aria-label={`Download the certificate for ${d.studentName}`}>Certificate</Button>
        : '—',
    },
  ];

  return (
    <Card title="Recent deletions">
      {query.error && !query.data ? (
        <Alert type="error" showIcon title="The deletions could not be loaded." description={query.error.message}
          action={<Button size="small" onClick={() => void query.refetch().catch(() => undefined)}>Retry</Button>} />
      ) : (
        <ScrollRegion label="Recent deletions">
          <Table<DeletionRow> aria-label="Recent deletions" rowKey="id" size="small" columns={columns} dataSource={rows}
            loading={query.loading} locale={{ emptyText: <EmptyText>No student has been deleted yet.</EmptyText> }}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }} />
        </ScrollRegion>
      )}
    </Card>
  );
}
