import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Tag, theme, type TableColumnsType } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditEntry } from './use-audit-log';
import { FilterBar } from '../../components/FilterBar';
import { QueryTable } from '../../components/QueryTable';
import { FilterSelect } from '../../components/FilterSelect';
import { countLabel } from '../../app/count-label';
import { formatDateTime } from '../../app/date-format';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

function OutcomeTag({ outcome }: { outcome: string }) {
  const { token } = theme.useToken();
  const ok = outcome === 'success';
  // The tint carries the meaning; the text keeps the theme's text colour for contrast.
  return <Tag color={ok ? 'success' : 'error'} style={{ color: token.colorText }}>{ok ? 'Success' : 'Failed'}</Tag>;
}

const columns: TableColumnsType<AuditEntry> = [
  {
    title: 'Time',
    dataIndex: 'at',
    key: 'at',
    render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time>,
  },
  { title: 'Staff member', key: 'actor', render: (_, e) => e.actorEmail ?? e.actorId ?? 'System' },
  { title: 'Action', dataIndex: 'action', key: 'action', render: (action: string) => auditActionLabel(action) },
  { title: 'Target', key: 'target', render: (_, e) => e.targetLabel ?? e.targetId ?? '—' },
  {
    title: 'Outcome',
    dataIndex: 'outcome',
    key: 'outcome',
    render: (outcome: string) => <OutcomeTag outcome={outcome} />,
  },
  { title: 'Detail', dataIndex: 'detail', key: 'detail', render: (detail: string | null) => detail ?? '' },
];

/** /admin/audit-log: who created which account, reset whose password, changed the prompt, deleted content. */
export function AuditLogPage() {
  const log = useAuditLog();
  const filtered = Boolean(log.filters.action || log.filters.actorId);
  const toOption = (a: { id: string; email: string; displayName: string }) => ({ value: a.id, label: `${a.displayName} (${a.email})` });
  const actorOptions: { label: string; options: { value: string; label: string }[] }[] = [
    { label: 'Admins', options: log.actors.admins.map(toOption) },
    { label: 'Counselors', options: log.actors.counselors.map(toOption) },
  ].filter((group) => group.options.length > 0);
  // An actor chosen earlier (or from the address) that the current search does not list still shows.
  const selectedActor = log.filters.actorId;
  if (selectedActor && !actorOptions.some((g) => g.options.some((o) => o.value === selectedActor))) {
    actorOptions.push({ label: 'Selected', options: [{ value: selectedActor, label: selectedActor }] });
  }

  return (
    <>
      <PageHeading
        title="Staff Audit Log"
        subtitle="Accounts created, passwords reset, system prompt changes and content changes, newest first. Passwords are never recorded."
        extra={<LinkButton to="/admin" icon={<ArrowLeftOutlined />}>Back to Dashboard</LinkButton>}
      />
      <Card>
        <FilterBar label="Filter the audit log" filtered={filtered} onClear={log.clearFilters} summary={countLabel(log.total, 'entry', 'entries')}>
          <FilterSelect label="Action" placeholder="All actions" value={log.filters.action} options={ACTION_OPTIONS} onChange={log.setAction} minWidth={200} />
          <FilterSelect
            label="Staff member"
            placeholder="All staff"
            showSearch={{ filterOption: false, onSearch: log.searchActors }}
            loading={log.actorsLoading}
            value={log.filters.actorId}
            options={actorOptions}
            notFoundContent="No staff found"
            onChange={(value) => {
              log.setActor(value);
              log.searchActors('');
            }}
            minWidth={280}
          />
        </FilterBar>
        <QueryTable<AuditEntry>
          regionLabel="Audit entries"
          error={log.error && { title: 'Could not load the audit log.', description: log.error.message, retryLabel: 'Retry', onRetry: log.refetch }}
          columns={columns}
          dataSource={log.entries}
          loading={log.loading}
          locale={{ emptyText: filtered ? 'No entries match these filters' : 'No staff actions recorded yet' }}
          paging={{ page: log.filters.page, pageSize: AUDIT_PAGE_SIZE, total: log.total, onChange: log.setPage }}
        />
      </Card>
    </>
  );
}
