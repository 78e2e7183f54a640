import { ScrollRegion } from '../admin-console/components/ScrollRegion';
import { Alert, Button, Table, Tag, theme, type TableColumnsType } from 'antd';
import { formatWhen, roleLabel, serviceLabel } from './record-format';
import { useAccessLog, type AccessEntry } from './use-access-log';
import { EmptyText } from './EmptyText';

const PAGE_SIZE = 10;

/** The admin's view of a student's access history: when, who, their role, what they read and which service served it. */
export function AccessLogTable({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const log = useAccessLog(studentId, PAGE_SIZE);
  const columns: TableColumnsType<AccessEntry> = [
    { title: 'When', dataIndex: 'at', key: 'at', render: (at: string) => <time dateTime={at}>{formatWhen(at)}</time> },
    { title: 'Who', dataIndex: 'actorName', key: 'who' },
    { title: 'Role', dataIndex: 'actorRole', key: 'role', render: (role: string) => roleLabel(role) },
    {
      title: 'What', key: 'what',
      render: (_, e) => e.partLabels.map((label) => <Tag key={label} style={{ color: token.colorText }}>{label}</Tag>),
    },
    { title: 'Service', dataIndex: 'service', key: 'service', render: (service: string | null) => serviceLabel(service) },
  ];

  if (log.error) {
    return (
      <Alert type="error" showIcon title="The access history could not be loaded." description={log.error.message}
        action={<Button size="small" onClick={log.refetch}>Retry</Button>} />
    );
  }
  return (
    <ScrollRegion label="Access history">
      <Table<AccessEntry>
        aria-label="Access history"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.entries}
        loading={log.loading}
        locale={{ emptyText: <EmptyText>No staff member has viewed this record yet.</EmptyText> }}
        pagination={{ current: log.page, pageSize: PAGE_SIZE, total: log.total, showSizeChanger: false, hideOnSinglePage: true, onChange: log.setPage }}
      />
    </ScrollRegion>
  );
}
