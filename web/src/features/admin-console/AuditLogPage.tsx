import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Select, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditEntry } from './use-audit-log';
import { ScrollRegion } from './components/ScrollRegion';

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
    render: (at: string) => <time dateTime={at}>{new Date(at).toLocaleString()}</time>,
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
  const { token } = theme.useToken();
  const log = useAuditLog();
  // antd's placeholder grey is too faint for a label-like text (WCAG contrast).
  const readablePlaceholder = { placeholder: { color: token.colorTextSecondary } };
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
        <Flex gap={token.margin} wrap align="center" style={{ marginBottom: token.margin }} role="search" aria-label="Filter the audit log">
          <Select
            aria-label="Action"
            placeholder="All actions"
            styles={readablePlaceholder}
            allowClear
            value={log.filters.action}
            options={ACTION_OPTIONS}
            onChange={(value?: string) => log.setAction(value ?? null)}
            style={{ minWidth: 200 }}
          />
          <Select
            aria-label="Staff member"
            placeholder="All staff"
            styles={readablePlaceholder}
            allowClear
            showSearch={{ filterOption: false, onSearch: log.searchActors }}
            loading={log.actorsLoading}
            value={log.filters.actorId}
            options={actorOptions}
            notFoundContent="No staff found"
            onChange={(value?: string) => {
              log.setActor(value ?? null);
              log.searchActors('');
            }}
            style={{ minWidth: 280 }}
          />
          {filtered && <Button onClick={log.clearFilters}>Clear filters</Button>}
          <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
            {log.total} {log.total === 1 ? 'entry' : 'entries'}
          </Typography.Text>
        </Flex>
        {log.error ? (
          <Alert
            type="error"
            showIcon
            title="Could not load the audit log."
            description={log.error.message}
            action={<Button size="small" onClick={log.refetch}>Retry</Button>}
          />
        ) : (
          <ScrollRegion label="Audit entries">
          <Table<AuditEntry>
              rowKey="id"
              columns={columns}
              dataSource={log.entries}
              loading={log.loading}
              locale={{ emptyText: filtered ? 'No entries match these filters' : 'No staff actions recorded yet' }}
                pagination={{
                current: log.filters.page,
                pageSize: AUDIT_PAGE_SIZE,
                total: log.total,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: log.setPage,
              }}
            />
        </ScrollRegion>
        )}
      </Card>
    </>
  );
}
