import { Tag, theme, type TableColumnsType } from 'antd';
import { QueryTable } from '../../components/QueryTable';
import { formatWhen, roleLabel, serviceLabel } from './record-format';
import { useAccessLog, type AccessEntry } from './use-access-log';
import { EmptyText } from '../../components/EmptyText';

interface AccessLogTableProps {
  studentId: string;
  /** The admin's view (when, who, role, what, service) or the student's own (without the service, which it is not sent). */
  view: 'admin' | 'student';
}

const TEXTS = {
  admin: {
    label: 'Access history', pageSize: 10, empty: 'No staff member has viewed this record yet.',
    failed: 'The access history could not be loaded.', retry: 'Retry',
  },
  student: {
    label: 'Who viewed my record', pageSize: 5, empty: 'No staff member has viewed your record yet.',
    failed: 'Who viewed your record could not be loaded.', retry: 'Try again',
  },
} as const;

/** A student's access history: when, who, their role and what they read (and, for admins, which service served it). */
export function AccessLogTable({ studentId, view }: AccessLogTableProps) {
  const { token } = theme.useToken();
  const t = TEXTS[view];
  const log = useAccessLog(studentId, t.pageSize);
  const columns: TableColumnsType<AccessEntry> = [
    { title: 'When', dataIndex: 'at', key: 'at', render: (at: string) => <time dateTime={at}>{formatWhen(at)}</time> },
    { title: 'Who', dataIndex: 'actorName', key: 'who' },
    { title: 'Role', dataIndex: 'actorRole', key: 'role', render: (role: string) => roleLabel(role) },
    {
      title: 'What', key: 'what',
      render: (_, e) => e.partLabels.map((label) => <Tag key={label} style={{ color: token.colorText }}>{label}</Tag>),
    },
    ...(view === 'admin'
      ? [{ title: 'Service', dataIndex: 'service', key: 'service', render: (service: string | null) => serviceLabel(service) }]
      : []),
  ];

  return (
    <QueryTable<AccessEntry>
      regionLabel={t.label}
      error={log.error && {
        title: t.failed, description: view === 'admin' ? log.error.message : 'Please try again.', retryLabel: t.retry, onRetry: log.refetch,
      }}
      aria-label={t.label}
      size="small"
      columns={columns}
      dataSource={log.entries}
      loading={log.loading}
      locale={{ emptyText: <EmptyText>{log.firstLoad ? 'Loading…' : t.empty}</EmptyText> }}
      paging={{ page: log.page, pageSize: t.pageSize, total: log.total, onChange: log.setPage }}
    />
  );
}
