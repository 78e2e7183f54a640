import { useTranslation } from 'react-i18next';
import { Alert, theme } from 'antd';
import type { AcademicPlanFieldsFragment } from '../../gql/graphql';
import { latestComment } from './plan-history';

/** Where the plan stands for the student, in words; a returned plan shows the counselor's comment. */
export function PlanStatusNote({ plan, unsent }: { plan: Pick<AcademicPlanFieldsFragment, 'status' | 'comments'>; unsent: boolean }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const style = { marginBottom: token.margin };
  if (plan.status === 'RETURNED') {
    const comment = latestComment(plan.comments);
    return <Alert type="warning" showIcon style={style} data-testid="plan-returned" title={t('myPlan.returnedNote')}
      description={comment ? `${comment.text} — ${comment.authorName}` : undefined} />;
  }
  if (plan.status === 'APPROVED') return <Alert type={unsent ? 'warning' : 'success'} showIcon style={style} title={unsent ? t('myPlan.unsent') : t('myPlan.approvedNote')} />;
  if (plan.status === 'SUBMITTED') return <Alert type="info" showIcon style={style} title={t('myPlan.submittedNote')} />;
  return <Alert type="info" showIcon style={style} title={t('myPlan.draftNote')} />;
}
