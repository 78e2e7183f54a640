import { useQuery } from '@apollo/client/react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Input, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { countLabel } from '../../app/count-label';
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
  hasStaffFilters, NO_STAFF_FILTERS, STAFF_PAGE_SIZE, STATE_LABELS, staffFilterVariables, teacherOptions, waiverText,
  type StaffFilters,
} from './letter-rules';
import { RequestStateTag } from './RequestStateTag';

type Request = RecommendationRequestFieldsFragment;

const STATE_OPTIONS = Object.entries(STATE_LABELS).map(([value, label]) => ({ value: value as RecommendationRequestState, label }));

const columns: TableColumnsType<Request> = [
  { title: 'Student', key: 'student', render: (_, r) => <LinkButton type="link" to={`/counselor/students/${encodeURIComponent(r.studentId)}`} style={{ padding: 0 }}>{r.student.name}</LinkButton> },
  { title: 'School', key: 'school', render: (_, r) => r.student.schoolName ?? r.student.schoolId },
  { title: 'Teacher', key: 'teacher', render: (_, r) => r.teacher.name },
  { title: 'State', key: 'state', render: (_, r) => <RequestStateTag state={r.state} /> },
  { title: 'Earliest deadline', key: 'deadline', render: (_, r) => (r.earliestDeadline ? formatDate(r.earliestDeadline) : 'None entered') },
  { title: 'Asked', key: 'asked', render: (_, r) => <time dateTime={r.requestedAt}>{formatDateTime(r.requestedAt)}</time> },
  { title: 'FERPA', key: 'waiver', render: (_, r) => waiverText(r.waived) },
  { title: 'Decline reason', key: 'reason', render: (_, r) => r.declineReason ?? '' },
];

/** `/counselor/letters` (and `/admin/letters`): the recommendation requests of the students the caller may see. */
export function StaffLettersPage() {
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

  return (
    <>
      <PageHeading
        title="Students' Letter Requests"
        subtitle="Recommendation letters your students asked teachers for."
        extra={<LinkButton to={home} icon={<ArrowLeftOutlined />}>Back to Dashboard</LinkButton>}
      />
      <Card>
        <FilterBar label="Filter letter requests" filtered={filtered} onClear={() => setFilters(NO_STAFF_FILTERS)} summary={countLabel(page?.total ?? 0, 'request', 'requests')}>
          <FilterSelect<RecommendationRequestState> label="State" placeholder="All states" value={filters.state} options={STATE_OPTIONS} onChange={(state) => set({ state })} minWidth={160} />
          <FilterSelect<string> label="Teacher" placeholder="All teachers" value={filters.teacherUserId} options={teacherOptions([...seen.current.values()])} onChange={(teacherUserId) => set({ teacherUserId })} minWidth={200} />
          <Input
            aria-label="Pending for more than (days)"
            placeholder="Pending more than N days"
            inputMode="numeric"
            value={filters.pendingDays}
            onChange={(e) => set({ pendingDays: e.target.value })}
            style={{ width: 220 }}
          />
        </FilterBar>
        <QueryTable<Request>
          regionLabel="Letter requests"
          error={error && !data ? { title: 'Could not load the letter requests.', description: error.message, retryLabel: 'Retry', onRetry: () => void refetch() } : null}
          columns={columns}
          dataSource={page?.items ?? []}
          loading={loading}
          locale={{ emptyText: <EmptyText>{filtered ? 'No requests match these filters' : 'No letter requests yet'}</EmptyText> }}
          paging={{ page: filters.page, pageSize: STAFF_PAGE_SIZE, total: page?.total ?? 0, onChange: (p) => setFilters((f) => ({ ...f, page: p })) }}
        />
      </Card>
    </>
  );
}
