import { useTranslation } from 'react-i18next';
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

const PAGE_SIZES = { admin: 10, student: 5 } as const;

/** A student's access history: when, who, their role and what they read (and, for admins, which service served it). */
export function AccessLogTable({ studentId, view }: AccessLogTableProps) {
  const { token } = theme.useToken();
  // recordsAdmin names the services.
  const { t: tr } = useTranslation(['records', 'recordsAdmin']);
  const t = {
    label: tr(`log.${view}.label`), pageSize: PAGE_SIZES[view], empty: tr(`log.${view}.empty`),
    failed: tr(`log.${view}.failed`), retry: tr(`log.${view}.retry`),
  };
  const log = useAccessLog(studentId, t.pageSize);
  const columns: TableColumnsType<AccessEntry> = [
    { title: tr('log.when'), dataIndex: 'at', key: 'at', render: (at: string) => <time dateTime={at}>{formatWhen(at)}</time> },
    { title: tr('log.who'), dataIndex: 'actorName', key: 'who' },
    { title: tr('log.role'), dataIndex: 'actorRole', key: 'role', render: (role: string) => tr(`roles.${role.toLowerCase()}`, { defaultValue: roleLabel(role) }) },
    {
      title: tr('log.what'), key: 'what',
      // Each part by its code in the reader's language; the service's English label for a part this app does not know.
      render: (_, e) => e.parts.map((part, i) => (
        <Tag key={part} style={{ color: token.colorText }}>{tr(`log.parts.${part}`, { defaultValue: e.partLabels[i] ?? part })}</Tag>
      )),
    },
    ...(view === 'admin'
      ? [{ title: tr('log.service'), dataIndex: 'service', key: 'service', render: (service: string | null) => serviceLabel(service) }]
      : []),
  ];

  return (
    <QueryTable<AccessEntry>
      regionLabel={t.label}
      error={log.error && {
        title: t.failed, description: view === 'admin' ? log.error.message : tr('log.pleaseTryAgain'), retryLabel: t.retry, onRetry: log.refetch,
      }}
      aria-label={t.label}
      size="small"
      columns={columns}
      dataSource={log.entries}
      loading={log.loading}
      locale={{ emptyText: <EmptyText>{log.firstLoad ? tr('log.loading') : t.empty}</EmptyText> }}
      paging={{ page: log.page, pageSize: t.pageSize, total: log.total, onChange: log.setPage }}
    />
  );
}
