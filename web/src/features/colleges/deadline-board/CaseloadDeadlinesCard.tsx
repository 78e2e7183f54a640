import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Skeleton, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { StaffDeadlineBoardDocument } from '../../../gql/graphql';
import type { StudentScopeVariables } from '../../students/list/student-scope';
import { planLabel } from '../application-labels';
import { boardInput } from './board-query';
import { relativeDays } from '../deadline-dates';
import { formatDate } from '../../../app/date-format';

const DAYS = 14;
const SHOWN = 5;

/**
 * The counselor dashboard's "Next deadlines": the five soonest applications due in the next 14 days, in the
 * dashboard's scope (the caseload by default), linking to the full board.
 */
export function CaseloadDeadlinesCard({ scope, ready }: { scope: StudentScopeVariables; ready: boolean }) {
  const { token } = theme.useToken();
  // colleges: the plans', statuses' and deadline sources' words (application-labels) read from its catalog.
  const { t } = useTranslation(['deadlineBoard', 'common', 'colleges']);
  const input = boardInput(scope, { days: DAYS, plan: null, status: null });
  const board = useQuery(StaffDeadlineBoardDocument, { variables: { input }, skip: !ready, fetchPolicy: 'cache-and-network' });
  const rows = [...(board.data?.deadlineBoard ?? [])]
    .sort((a, b) => (a.application.deadline ?? '').localeCompare(b.application.deadline ?? ''))
    .slice(0, SHOWN);
  const params = new URLSearchParams({ days: String(DAYS), scope: scope.scope === 'CASELOAD' ? 'caseload' : 'school' });
  if (scope.schoolId) params.set('school', scope.schoolId);

  let body;
  if ((board.loading || !ready) && !board.data) {
    body = <div role="status" aria-busy="true" aria-label={t('next.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  } else if (board.error && !board.data) {
    body = <Alert type="error" showIcon title={t('next.loadError')} action={<Button size="small" onClick={() => void board.refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  } else if (!rows.length) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('next.none', { count: DAYS })} />;
  } else {
    body = (
      <ul aria-label={t('next.list')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {rows.map((r, i) => (
          <li key={r.application.id} style={{ padding: `${token.paddingXS}px 0`, borderTop: i ? `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` : undefined }}>
            <Typography.Text strong>{formatDate(r.application.deadline, t('unknown'))}</Typography.Text>
            {r.application.deadline && <Typography.Text type="secondary"> ({relativeDays(r.application.deadline)})</Typography.Text>}
            {' '}<Link to={`/counselor/students/${r.application.studentId}`} style={{ textDecoration: 'underline' }}>{r.studentName}</Link>: {r.application.collegeName}, {planLabel(r.application.plan)}
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {r.application.missing.length ? t('next.missing', { list: r.application.missing.join(', ') }) : t('nothingMissing')}
            </Typography.Paragraph>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card title={t('next.title')} extra={<Link to={`/counselor/deadlines?${params.toString()}`}>{t('next.open')}</Link>}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('next.intro', { count: DAYS })}</Typography.Paragraph>
      {body}
    </Card>
  );
}
