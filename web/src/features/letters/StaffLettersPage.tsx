import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Input, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { formatDate, formatDateTime } from '../../app/date-format';
import { useCurrentUser } from '../../app/current-user';
import { userRole } from '../../app/user';
import { EmptyText } from '../../components/EmptyText';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { QueryTable } from '../../components/QueryTable';
import { RecommendationRequestsDocument, type RecommendationRequestFieldsFragment, type RecommendationRequestState } from '../../gql/graphql';
import {
  hasStaffFilters, NO_STAFF_FILTERS, STAFF_PAGE_SIZE, REQUEST_STATES, staffFilterVariables, stateLabel, teacherOptions, waiverText,
  type StaffFilters,
} from './letter-rules';
import { RequestStateTag } from './RequestStateTag';

type Request = RecommendationRequestFieldsFragment;

/** `/counselor/letters` (and `/admin/letters`): the recommendation requests of the students the caller may see. */
export function StaffLettersPage() {
  const { t } = useTranslation('letters');
  const { user } = useCurrentUser();
  const home = userRole(user) === 'admin' ? '/admin' : '/counselor';
  const [filters, setFilters] = useState<StaffFilters>(NO_STAFF_FILTERS);
  const { data, loading, error, refetch } = useQuery(RecommendationRequestsDocument, {
    variables: { scope: 'caseload', filter: staffFilterVariables(filters) },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.recommendationRequests;
  // Teachers seen so far stay in the filter while it narrows the rows.
  const seen = useRef(new Map<string, Request>());
  for (const r of page?.items ?? []) seen.current.set(r.teacher.userId, r);
  const set = (change: Partial<StaffFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const filtered = hasStaffFilters(filters);

  const stateOptions = REQUEST_STATES.map((value) => ({ value, label: stateLabel(value) }));
  const columns: TableColumnsType<Request> = [
    { title: t('staff.student'), key: 'student', render: (_, r) => <LinkButton type="link" to={`/counselor/students/${encodeURIComponent(r.studentId)}`} style={{ padding: 0 }}>{r.student.name}</LinkButton> },
    { title: t('staff.school'), key: 'school', render: (_, r) => r.student.schoolName ?? r.student.schoolId },
    { title: t('staff.teacher'), key: 'teacher', render: (_, r) => r.teacher.name },
    { title: t('staff.state'), key: 'state', render: (_, r) => <RequestStateTag state={r.state} /> },
    { title: t('staff.deadline'), key: 'deadline', render: (_, r) => (r.earliestDeadline ? formatDate(r.earliestDeadline) : t('staff.noDeadline')) },
    { title: t('staff.asked'), key: 'asked', render: (_, r) => <time dateTime={r.requestedAt}>{formatDateTime(r.requestedAt)}</time> },
    { title: t('staff.ferpa'), key: 'waiver', render: (_, r) => waiverText(r.waived) },
    { title: t('staff.reason'), key: 'reason', render: (_, r) => r.declineReason ?? '' },
  ];

  return (
    <>
      <PageHeading
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        extra={<LinkButton to={home} icon={<ArrowLeftOutlined />}>{t('staff.back')}</LinkButton>}
      />
      <Card>
        <FilterBar label={t('staff.filters')} filtered={filtered} onClear={() => setFilters(NO_STAFF_FILTERS)} summary={t('staff.count', { count: page?.total ?? 0 })}>
          <FilterSelect<RecommendationRequestState> label={t('staff.state')} placeholder={t('staff.allStates')} value={filters.state} options={stateOptions} onChange={(state) => set({ state })} minWidth={160} />
          <FilterSelect<string> label={t('staff.teacher')} placeholder={t('staff.allTeachers')} value={filters.teacherUserId} options={teacherOptions([...seen.current.values()])} onChange={(teacherUserId) => set({ teacherUserId })} minWidth={200} />
          <Input
            aria-label={t('staff.pending')}
            placeholder={t('staff.pendingPlaceholder')}
            inputMode="numeric"
            value={filters.pendingDays}
            onChange={(e) => set({ pendingDays: e.target.value })}
            style={{ width: 220 }}
          />
        </FilterBar>
        <QueryTable<Request>
          regionLabel={t('staff.region')}
          error={error && !data ? { title: t('staff.loadError'), description: error.message, retryLabel: t('staff.retry'), onRetry: () => void refetch() } : null}
          columns={columns}
          dataSource={page?.items ?? []}
          loading={loading}
          locale={{ emptyText: <EmptyText>{filtered ? t('staff.emptyFiltered') : t('staff.empty')}</EmptyText> }}
          paging={{ page: filters.page, pageSize: STAFF_PAGE_SIZE, total: page?.total ?? 0, onChange: (p) => setFilters((f) => ({ ...f, page: p })) }}
        />
      </Card>
    </>
  );
}
