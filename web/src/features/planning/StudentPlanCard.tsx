import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Col, Empty, Flex, Row, Skeleton, Typography, theme } from 'antd';
import { formatDateTime } from '../../app/date-format';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { StudentPlanDocument } from '../../gql/graphql';
import { PlanActivity } from './PlanActivity';
import { PlanChecks, PlanProblems } from './PlanChecks';
import { PlanGrid } from './PlanGrid';
import { PlanReviewForm } from './PlanReviewForm';
import { PlanStatusTag } from './PlanTags';


/** The student's plan on the counselor's student profile: the grid read-only, its checks, comments and history, and the review. */
export function StudentPlanCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useQuery(StudentPlanDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const plan = data?.studentPlan;
  let body;
  if (loading && !data) body = <div role="status" aria-busy="true" aria-label={t('review.loading')}><Skeleton active paragraph={{ rows: 4 }} /></div>;
  else if (error && !plan) body = <LoadErrorAlert title={t('review.loadFailed')} description={error.message} onRetry={() => void refetch()} />;
  else if (!plan) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.notStarted')} />;
  else {
    body = (
      <>
        {plan.entries.length === 0 && plan.status === 'DRAFT'
          ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.notStarted')} />
          : (
            <Row gutter={[token.margin, token.margin]}>
              <Col xs={24} xl={15}><div style={{ overflowX: 'auto' }}><PlanGrid entries={plan.entries} problems={plan.problems} /></div></Col>
              <Col xs={24} xl={9}>
                <PlanChecks checks={plan.checks} />
                <Typography.Title level={3} style={{ fontSize: token.fontSize, marginTop: token.margin }}>{t('problems.title')}</Typography.Title>
                <PlanProblems problems={plan.problems} />
              </Col>
            </Row>
          )}
        <PlanReviewForm studentId={studentId} status={plan.status} />
        <PlanActivity plan={plan} />
      </>
    );
  }
  return (
    <Card data-testid="student-plan" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t('review.cardTitle')}</Typography.Title>}
      extra={plan && (
        <Flex gap={token.marginXS} align="center">
          {plan.submittedAt && <Typography.Text type="secondary">{t('review.submittedAt', { at: formatDateTime(plan.submittedAt) })}</Typography.Text>}
          <PlanStatusTag status={plan.status} />
        </Flex>
      )}>
      {body}
    </Card>
  );
}
