import { ScrollRegion } from '../admin-console/components/ScrollRegion';
import { Alert, Button, Card, Divider, Table, Tag, theme, type TableColumnsType } from 'antd';
import { EmptyText } from './EmptyText';
import { ExportRecordControl } from './ExportRecordControl';
import { formatWhen, roleLabel } from './record-format';
import { useAccessLog, type AccessEntry } from './use-access-log';

const PAGE_SIZE = 5;

/**
 * The student's own view of their record (issue 20): which staff members read it, when and what (names and roles
 * only; the server leaves out internal ids), and a download of everything Counsel holds on them.
 */
export function MyRecordCard({ studentId }: { studentId: string }) {
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
  ];

  let history;
  if (log.error) {
    history = (
      <Alert type="error" showIcon title="Who viewed your record could not be loaded." description="Please try again."
        action={<Button size="small" onClick={log.refetch}>Try again</Button>} />
    );
  } else {
    history = (
      <ScrollRegion label="Who viewed my record">
        <Table<AccessEntry>
          aria-label="Who viewed my record"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={log.entries}
          loading={log.loading}
          locale={{ emptyText: <EmptyText>{log.firstLoad ? 'Loading…' : 'No staff member has viewed your record yet.'}</EmptyText> }}
          pagination={{ current: log.page, pageSize: PAGE_SIZE, total: log.total, showSizeChanger: false, hideOnSinglePage: true, onChange: log.setPage }}
        />
      </ScrollRegion>
    );
  }

  return (
    <Card title="Who viewed my record" data-testid="my-record">
      {history}
      <Divider />
      <ExportRecordControl studentId={studentId} label="Download my record"
        description="Everything Counsel holds on you, in one zip archive: a PDF summary, your data as JSON and your files." />
    </Card>
  );
}
