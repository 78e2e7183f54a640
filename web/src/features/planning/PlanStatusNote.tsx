import { Alert, theme } from 'antd';
import type { AcademicPlanFieldsFragment } from '../../gql/graphql';
import { messages } from './messages';
import { latestComment } from './plan-history';

const m = messages.myPlan;

/** Where the plan stands for the student, in words; a returned plan shows the counselor's comment. */
export function PlanStatusNote({ plan, unsent }: { plan: Pick<AcademicPlanFieldsFragment, 'status' | 'comments'>; unsent: boolean }) {
  const { token } = theme.useToken();
  const style = { marginBottom: token.margin };
  if (plan.status === 'RETURNED') {
    const comment = latestComment(plan.comments);
    return <Alert type="warning" showIcon style={style} data-testid="plan-returned" title={m.returnedNote}
      description={comment ? `${comment.text} — ${comment.authorName}` : undefined} />;
  }
  if (plan.status === 'APPROVED') return <Alert type={unsent ? 'warning' : 'success'} showIcon style={style} title={unsent ? m.unsent : m.approvedNote} />;
  if (plan.status === 'SUBMITTED') return <Alert type="info" showIcon style={style} title={m.submittedNote} />;
  return <Alert type="info" showIcon style={style} title={m.draftNote} />;
}
