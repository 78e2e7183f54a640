import { useTranslation } from 'react-i18next';
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
import { TrackTag, PlanStatusTag } from './PlanTags';
import { hasPlanFilters, NO_PLAN_FILTERS, PLANS_PAGE_SIZE, plansExportHref, plansVariables, type PlanFilters } from './plans-query';

type Row = AcademicPlansQuery['plans']['items'][number] & { id: string };

const PLAN_STATUSES: AcademicPlanStatus[] = ['DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED'];
const TRACK_STATUSES: AcademicTrackStatus[] = ['ON_TRACK', 'AT_RISK', 'OFF_TRACK'];

/** `/counselor/plans` (and `/admin/plans`): the plans of the students the caller may see, filtered, paged, downloadable. */
export function PlansListPage() {
  const { t } = useTranslation('planning');
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
  const statusOptions = PLAN_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  const trackOptions = TRACK_STATUSES.map((value) => ({ value, label: t(`track.${value}`) }));

  const columns: TableColumnsType<Row> = [
    { title: t('plans.colStudent'), key: 'student', render: (_, r) => <LinkButton type="link" to={`/counselor/students/${encodeURIComponent(r.studentId)}`} style={{ padding: 0 }}>{r.studentName}</LinkButton> },
    { title: t('plans.colGrade'), key: 'grade', render: (_, r) => r.grade ?? '' },
    { title: t('plans.colStatus'), key: 'status', render: (_, r) => <PlanStatusTag status={r.status} /> },
    { title: t('plans.colTrack'), key: 'track', render: (_, r) => <TrackTag status={r.track} /> },
    { title: t('plans.colSets'), key: 'sets', render: (_, r) => <Flex gap={4} wrap>{r.tracks.map((k) => <TrackTag key={k.setId} status={k.status} prefix={k.setName} />)}</Flex> },
    { title: t('plans.colUpdated'), key: 'updated', render: (_, r) => <time dateTime={r.updatedAt}>{formatDateTime(r.updatedAt)}</time> },
  ];

  return (
    <>
      <PageHeading title={t('plans.title')} subtitle={t('plans.subtitle')}
        extra={<Flex gap={8} wrap align="center">
          <StudentScopeControls scope={scope} />
          <LinkButton to={home} icon={<ArrowLeftOutlined />}>{t('plans.back')}</LinkButton>
        </Flex>} />
      <Card>
        <FilterBar label={t('plans.filters')} filtered={filtered} onClear={() => setFilters(NO_PLAN_FILTERS)} summaryTestId="plans-count"
          summary={t('plans.count', { count: total })}>
          <FilterSelect<AcademicPlanStatus> label={t('plans.status')} placeholder={t('plans.allStatuses')} value={filters.status} options={statusOptions} onChange={(status) => set({ status })} minWidth={160} />
          <FilterSelect<AcademicTrackStatus> label={t('plans.track')} placeholder={t('plans.allTracks')} value={filters.track} options={trackOptions} onChange={(track) => set({ track })} minWidth={160} />
          <Button icon={<DownloadOutlined aria-hidden />} href={plansExportHref(variables)} download>{t('plans.csv')}</Button>
        </FilterBar>
        <QueryTable<Row>
          regionLabel={t('plans.region')}
          error={error && !data ? { title: t('plans.loadFailed'), description: error.message, retryLabel: t('plans.retry'), onRetry: () => void refetch() } : null}
          columns={columns}
          dataSource={rows}
          loading={loading || !scope.ready}
          locale={{ emptyText: <EmptyText>{filtered ? t('plans.emptyFiltered') : t('plans.empty')}</EmptyText> }}
          paging={{ page: filters.page, pageSize: PLANS_PAGE_SIZE, total, onChange: (p) => setFilters((f) => ({ ...f, page: p })) }}
        />
      </Card>
    </>
  );
}
