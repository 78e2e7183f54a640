import { useQuery } from '@apollo/client/react';
import { Card, Flex, Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { CaseloadFunnelDocument } from '../../gql/graphql';
import type { StudentScopeVariables } from '../students/list/student-scope';
import { rowLabel } from './report-text';

/**
 * The counselor dashboard's card: their students researching → submitted → admitted, each as a share of the first,
 * for the scope the dashboard shows (their caseload, or their schools).
 */
export function CaseloadFunnelCard({ to, scope, ready }: { to: string; scope: StudentScopeVariables; ready: boolean }) {
  const { t } = useTranslation('reports');
  const { token } = theme.useToken();
  const variables = { scope: scope.scope === 'CASELOAD' ? 'CASELOAD' as const : 'SCHOOL' as const, schoolId: scope.schoolId };
  const { data, error } = useQuery(CaseloadFunnelDocument, { variables, skip: !ready, fetchPolicy: 'cache-and-network' });
  const rows = data?.caseloadFunnel.rows ?? [];
  const top = Math.max(1, rows[0]?.values[0] ?? 0);
  return (
    <Card data-testid="caseload-funnel" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t(variables.scope === 'CASELOAD' ? 'funnelCard.title' : 'funnelCard.titleSchools')}</Typography.Title>}
      extra={<LinkButton to={to}>{t('funnelCard.open')}</LinkButton>}>
      <Typography.Paragraph type="secondary">{t(variables.scope === 'CASELOAD' ? 'funnelCard.description' : 'funnelCard.descriptionSchools')}</Typography.Paragraph>
      {error && !data ? <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text> : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((r) => (
            <li key={r.key} data-key={r.key}>
              <Flex justify="space-between"><Typography.Text>{rowLabel(t, r)}</Typography.Text><Typography.Text strong>{r.values[0]}</Typography.Text></Flex>
              <Progress percent={Math.round((r.values[0] / top) * 100)} showInfo={false} strokeColor={token.colorPrimary} aria-hidden />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
