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
  const input = boardInput(scope, { days: DAYS, plan: null, status: null });
  const board = useQuery(StaffDeadlineBoardDocument, { variables: { input }, skip: !ready, fetchPolicy: 'cache-and-network' });
  const rows = [...(board.data?.deadlineBoard ?? [])]
    .sort((a, b) => (a.application.deadline ?? '').localeCompare(b.application.deadline ?? ''))
    .slice(0, SHOWN);
  const params = new URLSearchParams({ days: String(DAYS), scope: scope.scope === 'CASELOAD' ? 'caseload' : 'school' });
  if (scope.schoolId) params.set('school', scope.schoolId);

  let body;
  if ((board.loading || !ready) && !board.data) {
    body = <div role="status" aria-busy="true" aria-label="Loading the next deadlines"><Skeleton active paragraph={{ rows: 3 }} /></div>;
  } else if (board.error && !board.data) {
    body = <Alert type="error" showIcon title="The next deadlines could not be loaded" action={<Button size="small" onClick={() => void board.refetch()}>Try again</Button>} />;
  } else if (!rows.length) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No deadlines in the next ${DAYS} days.`} />;
  } else {
    body = (
      <ul aria-label="Next deadlines" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {rows.map((r, i) => (
          <li key={r.application.id} style={{ padding: `${token.paddingXS}px 0`, borderTop: i ? `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` : undefined }}>
            <Typography.Text strong>{formatDate(r.application.deadline, 'Unknown')}</Typography.Text>
            {r.application.deadline && <Typography.Text type="secondary"> ({relativeDays(r.application.deadline)})</Typography.Text>}
            {' '}<Link to={`/counselor/students/${r.application.studentId}`} style={{ textDecoration: 'underline' }}>{r.studentName}</Link>: {r.application.collegeName}, {planLabel(r.application.plan)}
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {r.application.missing.length ? `Missing: ${r.application.missing.join(', ')}` : 'Nothing missing'}
            </Typography.Paragraph>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card title="Next Deadlines" extra={<Link to={`/counselor/deadlines?${params.toString()}`}>Open the deadline board</Link>}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>Applications due in the next {DAYS} days.</Typography.Paragraph>
      {body}
    </Card>
  );
}
