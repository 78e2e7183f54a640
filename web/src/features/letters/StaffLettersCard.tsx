import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Flex, Statistic, Typography, theme } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { RecommendationRequestsDocument } from '../../gql/graphql';

/** The staff dashboards' way to their students' letter requests, with how many are pending and done. */
export function StaffLettersCard({ to }: { to: string }) {
  const { t } = useTranslation('letters');
  const { token } = theme.useToken();
  const { data, loading, error } = useQuery(RecommendationRequestsDocument, {
    variables: { scope: 'caseload', filter: { pageSize: 1 } },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.recommendationRequests;
  const value = (n: number | undefined) => (n !== undefined ? n : error ? '—' : undefined);
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t('staffCard.title')}</Typography.Title>}
      extra={<LinkButton to={to}>{t('staffCard.view')}</LinkButton>}>
      <Flex gap={token.marginXL} wrap>
        <Statistic title={t('staffCard.pending')} loading={loading && !data} value={value(page?.pending)} />
        <Statistic title={t('staffCard.submitted')} loading={loading && !data} value={value(page?.done)} />
      </Flex>
    </Card>
  );
}
