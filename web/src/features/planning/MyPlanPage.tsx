import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeading } from '../../components/PageHeading';
import { MyStudentDocument, type AcademicTerm } from '../../gql/graphql';
import { AddCourseDialog } from './AddCourseDialog';
import { PlanChecksCard } from './PlanChecks';
import { entryKey, withEntry, withoutEntry } from './plan-edits';
import { creditTotals } from './plan-grid';
import { PlanGrid } from './PlanGrid';
import { PlanStatusNote } from './PlanStatusNote';
import { PlanStatusTag } from './PlanTags';
import { useMyPlan } from './use-my-plan';
import './plan-print.css';

/** `/student/plan`: the student's four-year plan, its live checks, and its submission for review; prints on one page. */
export function MyPlanPage() {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const me = useQuery(MyStudentDocument, { fetchPolicy: 'cache-first' });
  const studentId = me.data?.myStudent?.id ?? null;
  const { query, plan, entries, change, submit, saving, submitting, unsent } = useMyPlan(studentId);
  const [place, setPlace] = useState<{ grade: number; term: AcademicTerm } | null>(null);
  const totals = creditTotals(entries);

  const failed = (query.error && !plan) || (me.error && !studentId);
  let body;
  if (failed) {
    body = <LoadErrorAlert title={t('myPlan.loadFailed')} description={(query.error ?? me.error)?.message} onRetry={() => void (studentId ? query.refetch() : me.refetch())} />;
  } else if (!plan) {
    body = <div role="status" aria-busy="true" aria-label={t('myPlan.loading')}><Card><Skeleton active paragraph={{ rows: 6 }} /></Card></div>;
  } else {
    const again = plan.status === 'RETURNED' || (plan.status === 'SUBMITTED');
    const submitText = plan.status === 'APPROVED' ? t('myPlan.submitChanges') : again ? t('myPlan.resubmit') : t('myPlan.submit');
    body = (
      <>
        <PlanStatusNote plan={plan} unsent={unsent} />
        <Row gutter={[token.margin, token.margin]}>
          <Col xs={24} xl={16} className="counsel-plan-grid-col">
            <Card size="small">
              <div style={{ overflowX: 'auto' }}>
                <PlanGrid entries={entries} problems={plan.problems} onAdd={(grade, term) => setPlace({ grade, term })}
                  onRemove={(e) => void change(withoutEntry(entries, entryKey(e)))} disabled={submitting} />
              </div>
              <Typography.Paragraph type="secondary" style={{ margin: `${token.marginXS}px 0 0` }} data-testid="plan-totals">
                {t('grid.totals', { completed: totals.completed, planned: totals.planned })}
              </Typography.Paragraph>
            </Card>
          </Col>
          <Col xs={24} xl={8} className="counsel-plan-checks-col"><PlanChecksCard plan={plan} /></Col>
        </Row>
        <Flex gap={token.marginSM} align="center" style={{ marginTop: token.margin }} className="counsel-no-print">
          <Button type="primary" icon={<SendOutlined aria-hidden />} loading={submitting} onClick={() => void submit()}
            disabled={saving || (plan.status === 'SUBMITTED' && !unsent) || (plan.status === 'APPROVED' && !unsent)}>
            {submitText}
          </Button>
          <Typography.Text type="secondary" role="status">{saving ? t('myPlan.saving') : ''}</Typography.Text>
        </Flex>
        <AddCourseDialog schoolId={plan.schoolId} place={place} onClose={() => setPlace(null)} onAdd={(e) => void change(withEntry(entries, e))} />
      </>
    );
  }

  return (
    <div className="counsel-plan-print">
      <PageHeading title={t('myPlan.title')} subtitle={t('myPlan.subtitle')}
        extra={<Flex gap={token.marginXS} align="center">
          {plan && <><Typography.Text type="secondary">{t('myPlan.statusLabel')}</Typography.Text><PlanStatusTag status={plan.status} /></>}
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} className="counsel-no-print">{t('myPlan.print')}</Button>
        </Flex>} />
      {body}
    </div>
  );
}

