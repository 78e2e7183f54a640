import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Flex, Statistic, Typography, theme } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { AcademicPlansDocument } from '../../gql/graphql';
import type { StudentScopeVariables } from '../students/list/student-scope';
import { planScope } from './plans-query';


/** The staff dashboard's way to the plans: how many need review and how many are off track, in the dashboard's scope. */
export function PlansDashboardCard({ to, scope, ready }: { to: string; scope: StudentScopeVariables; ready: boolean }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const { data, loading, error } = useQuery(AcademicPlansDocument, {
    variables: { ...planScope(scope), first: 1, offset: 0 },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.plans;
  const value = (n: number | undefined) => (n !== undefined ? n : error ? '—' : undefined);
  const waiting = (loading || !ready) && !data;
  return (
    <Card data-testid="plans-card" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t('dashboard.title')}</Typography.Title>}
      extra={<LinkButton to={to}>{t('dashboard.view')}</LinkButton>}>
      <Flex gap={token.marginXL} wrap>
        <Statistic title={t('dashboard.needingReview')} loading={waiting} value={value(page?.needingReview)} data-testid="plans-needing-review" />
        <Statistic title={t('dashboard.offTrack')} loading={waiting} value={value(page?.offTrack)} data-testid="plans-off-track" />
      </Flex>
    </Card>
  );
}
