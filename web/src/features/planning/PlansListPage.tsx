import { useQuery } from '@apollo/client/react';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../app/date-format';
import { useCurrentUser } from '../../app/current-user';
import { userRole } from '../../app/user';
import { EmptyText } from '../../components/EmptyText';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { QueryTable } from '../../components/QueryTable';
import { AcademicPlansDocument, type AcademicPlanStatus, type AcademicPlansQuery, type AcademicTrackStatus } from '../../gql/graphql';
import { StudentScopeControls } from '../students/list/StudentScopeControls';
import { useStudentScope } from '../students/list/use-student-scope';
import { fill } from './fill';
import { messages } from './messages';
import { TrackTag, PlanStatusTag } from './PlanTags';
import { hasPlanFilters, NO_PLAN_FILTERS, PLANS_PAGE_SIZE, plansExportHref, plansVariables, type PlanFilters } from './plans-query';

const m = messages.plans;
type Row = AcademicPlansQuery['plans']['items'][number] & { id: string };

const STATUS_OPTIONS = (Object.keys(messages.status) as AcademicPlanStatus[]).map((value) => ({ value, label: messages.status[value] }));
const TRACK_OPTIONS = (Object.keys(messages.track) as AcademicTrackStatus[]).map((value) => ({ value, label: messages.track[value] }));

const columns: TableColumnsType<Row> = [
  { title: m.colStudent, key: 'student', render: (_, r) => <LinkButton type="link" to={`/counselor/students/${encodeURIComponent(r.studentId)}`} style={{ padding: 0 }}>{r.studentName}</LinkButton> },
  { title: m.colGrade, key: 'grade', render: (_, r) => r.grade ?? '' },
  { title: m.colStatus, key: 'status', render: (_, r) => <PlanStatusTag status={r.status} /> },
  { title: m.colTrack, key: 'track', render: (_, r) => <TrackTag status={r.track} /> },
  { title: m.colSets, key: 'sets', render: (_, r) => <Flex gap={4} wrap>{r.tracks.map((t) => <TrackTag key={t.setId} status={t.status} prefix={t.setName} />)}</Flex> },
  { title: m.colUpdated, key: 'updated', render: (_, r) => <time dateTime={r.updatedAt}>{formatDateTime(r.updatedAt)}</time> },
];

/** `/counselor/plans` (and `/admin/plans`): the plans of the students the caller may see, filtered, paged, downloadable. */
export function PlansListPage() {
  const { user } = useCurrentUser();
  const home = userRole(user) === 'admin' ? '/admin' : '/counselor';
  const scope = useStudentScope();
  const [filters, setFilters] = useState<PlanFilters>(NO_PLAN_FILTERS);
  const variables = plansVariables(scope.variables, filters);
  const { data, loading, error, refetch } = useQuery(AcademicPlansDocument, { variables, skip: !scope.ready, fetchPolicy: 'cache-and-network' });
  const page = data?.plans;
  const rows: Row[] = (page?.items ?? []).map((r) => ({ ...r, id: r.studentId }));
  const set = (change: Partial<PlanFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const filtered = hasPlanFilters(filters);
  const total = page?.total ?? 0;

  return (
    <>
      <PageHeading title={m.title} subtitle={m.subtitle}
        extra={<Flex gap={8} wrap align="center">
          <StudentScopeControls scope={scope} />
          <LinkButton to={home} icon={<ArrowLeftOutlined />}>{m.back}</LinkButton>
        </Flex>} />
      <Card>
        <FilterBar label={m.filters} filtered={filtered} onClear={() => setFilters(NO_PLAN_FILTERS)} summaryTestId="plans-count"
          summary={total === 1 ? m.countOne : fill(m.count, { count: total })}>
          <FilterSelect<AcademicPlanStatus> label={m.status} placeholder={m.allStatuses} value={filters.status} options={STATUS_OPTIONS} onChange={(status) => set({ status })} minWidth={160} />
          <FilterSelect<AcademicTrackStatus> label={m.track} placeholder={m.allTracks} value={filters.track} options={TRACK_OPTIONS} onChange={(track) => set({ track })} minWidth={160} />
          <Button icon={<DownloadOutlined aria-hidden />} href={plansExportHref(variables)} download>{m.csv}</Button>
        </FilterBar>
        <QueryTable<Row>
          regionLabel={m.region}
          error={error && !data ? { title: m.loadFailed, description: error.message, retryLabel: m.retry, onRetry: () => void refetch() } : null}
          columns={columns}
          dataSource={rows}
          loading={loading || !scope.ready}
          locale={{ emptyText: <EmptyText>{filtered ? m.emptyFiltered : m.empty}</EmptyText> }}
          paging={{ page: filters.page, pageSize: PLANS_PAGE_SIZE, total, onChange: (p) => setFilters((f) => ({ ...f, page: p })) }}
        />
      </Card>
    </>
  );
}
