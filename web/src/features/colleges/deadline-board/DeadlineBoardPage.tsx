import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Segmented, Select, theme } from 'antd';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { StaffDeadlineBoardDocument } from '../../../gql/graphql';
import { StudentScopeControls } from '../../students/list/StudentScopeControls';
import { useStudentScope } from '../../students/list/use-student-scope';
import { PLAN_OPTIONS, STATUS_OPTIONS } from '../application-labels';
import { boardExportHref, boardInput, DAY_CHOICES, type DayChoice } from './board-query';
import { CollegeDeadlinesDrawer, type CollegeForDeadlines } from '../curated-deadlines/CollegeDeadlinesDrawer';
import { DeadlineBoardTable } from './DeadlineBoardTable';
import { useBoardFilters } from './use-board-filters';

const ANY = '';

/**
 * `/counselor/deadlines` and `/admin/deadlines`: every application due in the next 7, 14 or 30 days in the chosen
 * scope (the counselor's caseload, their schools, one school; admins the district), with what is missing and its
 * flags; filterable by plan and status, sortable, exported as CSV with the same filters.
 */
export function DeadlineBoardPage() {
  const { token } = theme.useToken();
  // colleges: the plans', statuses' and deadline sources' words (application-labels) read from its catalog.
  const { t } = useTranslation(['deadlineBoard', 'common', 'colleges']);
  const scope = useStudentScope();
  const filters = useBoardFilters();
  const input = boardInput(scope.variables, filters);
  const board = useQuery(StaffDeadlineBoardDocument, { variables: { input }, skip: !scope.ready, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const rows = (board.data ?? board.previousData)?.deadlineBoard ?? [];
  const [editing, setEditing] = useState<CollegeForDeadlines | null>(null);

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} extra={<StudentScopeControls scope={scope} />} />
      <Card>
        <Flex vertical gap={token.margin}>
          <Flex gap={token.marginSM} wrap align="center" justify="space-between">
            <Flex gap={token.marginSM} wrap align="center" role="group" aria-label={t('filters.label')}>
              <Segmented<DayChoice>
                aria-label={t('filters.dueWithin')}
                options={DAY_CHOICES.map((d) => ({ value: d, label: t('filters.nextDays', { count: d }) }))}
                value={filters.days}
                onChange={(days) => filters.set({ days })}
              />
              <Select<string> aria-label={t('columns.plan')} value={filters.plan ?? ANY} onChange={(v) => filters.set({ plan: (v || null) as typeof filters.plan })}
                options={[{ value: ANY, label: t('filters.allPlans') }, ...PLAN_OPTIONS]} virtual={false} style={{ minWidth: 200 }} />
              <Select<string> aria-label={t('columns.status')} value={filters.status ?? ANY} onChange={(v) => filters.set({ status: (v || null) as typeof filters.status })}
                options={[{ value: ANY, label: t('filters.allStatuses') }, ...STATUS_OPTIONS]} virtual={false} style={{ minWidth: 180 }} />
            </Flex>
            <Button icon={<DownloadOutlined aria-hidden />} href={boardExportHref(input)} download>{t('exportCsv')}</Button>
          </Flex>
          {board.error && (
            <Alert type="error" showIcon title={t('loadError')} action={<Button size="small" onClick={() => void board.refetch()}>{t('common:errors.tryAgain')}</Button>} />
          )}
          <DeadlineBoardTable rows={rows} loading={board.loading || !scope.ready} days={filters.days} onEditDeadlines={setEditing} />
        </Flex>
      </Card>
      <CollegeDeadlinesDrawer college={editing} onClose={() => setEditing(null)} />
    </>
  );
}
