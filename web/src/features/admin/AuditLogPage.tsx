import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Tag, theme, type TableColumnsType } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditEntry } from './use-audit-log';
import { FilterBar } from '../../components/FilterBar';
import { QueryTable } from '../../components/QueryTable';
import { FilterSelect } from '../../components/FilterSelect';
import { formatDateTime } from '../../app/date-format';

const actionOptions = () => Object.keys(AUDIT_ACTION_LABELS).map((value) => ({ value, label: auditActionLabel(value) }));

function OutcomeTag({ outcome }: { outcome: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('admin');
  const ok = outcome === 'success';
  // The tint carries the meaning; the text keeps the theme's text colour for contrast.
  return <Tag color={ok ? 'success' : 'error'} style={{ color: token.colorText }}>{ok ? t('audit.success') : t('audit.failed')}</Tag>;
}

const auditColumns = (t: TFunction<'admin'>): TableColumnsType<AuditEntry> => [
  {
    title: t('audit.time'),
    dataIndex: 'at',
    key: 'at',
    render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time>,
  },
  { title: t('audit.staffMember'), key: 'actor', render: (_, e) => e.actorEmail ?? e.actorId ?? t('audit.system') },
  { title: t('audit.action'), dataIndex: 'action', key: 'action', render: (action: string) => auditActionLabel(action) },
  { title: t('audit.target'), key: 'target', render: (_, e) => e.targetLabel ?? e.targetId ?? '—' },
  {
    title: t('audit.outcome'),
    dataIndex: 'outcome',
    key: 'outcome',
    render: (outcome: string) => <OutcomeTag outcome={outcome} />,
  },
  { title: t('audit.detail'), dataIndex: 'detail', key: 'detail', render: (detail: string | null) => detail ?? '' },
];

/** /admin/audit-log: who created which account, reset whose password, changed the prompt, deleted content. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  const filtered = Boolean(log.filters.action || log.filters.actorId);
  const toOption = (a: { id: string; email: string; displayName: string }) => ({ value: a.id, label: `${a.displayName} (${a.email})` });
  const actorOptions: { label: string; options: { value: string; label: string }[] }[] = [
    { label: t('audit.admins'), options: log.actors.admins.map(toOption) },
    { label: t('audit.counselors'), options: log.actors.counselors.map(toOption) },
  ].filter((group) => group.options.length > 0);
  // An actor chosen earlier (or from the address) that the current search does not list still shows.
  const selectedActor = log.filters.actorId;
  if (selectedActor && !actorOptions.some((g) => g.options.some((o) => o.value === selectedActor))) {
    actorOptions.push({ label: t('audit.selected'), options: [{ value: selectedActor, label: selectedActor }] });
  }

  return (
    <>
      <PageHeading
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        extra={<LinkButton to="/admin" icon={<ArrowLeftOutlined />}>{t('audit.back')}</LinkButton>}
      />
      <Card>
        <FilterBar label={t('audit.filter')} filtered={filtered} onClear={log.clearFilters} summary={t('audit.total', { count: log.total })}>
          <FilterSelect label={t('audit.action')} placeholder={t('audit.allActions')} value={log.filters.action} options={actionOptions()} onChange={log.setAction} minWidth={200} />
          <FilterSelect
            label={t('audit.staffMember')}
            placeholder={t('audit.allStaff')}
            showSearch={{ filterOption: false, onSearch: log.searchActors }}
            loading={log.actorsLoading}
            value={log.filters.actorId}
            options={actorOptions}
            notFoundContent={t('audit.noStaff')}
            onChange={(value) => {
              log.setActor(value);
              log.searchActors('');
            }}
            minWidth={280}
          />
        </FilterBar>
        <QueryTable<AuditEntry>
          regionLabel={t('audit.region')}
          error={log.error && { title: t('audit.loadError'), description: log.error.message, retryLabel: t('retry'), onRetry: log.refetch }}
          columns={auditColumns(t)}
          dataSource={log.entries}
          loading={log.loading}
          locale={{ emptyText: filtered ? t('audit.noMatch') : t('audit.none') }}
          paging={{ page: log.filters.page, pageSize: AUDIT_PAGE_SIZE, total: log.total, onChange: log.setPage }}
        />
      </Card>
    </>
  );
}
