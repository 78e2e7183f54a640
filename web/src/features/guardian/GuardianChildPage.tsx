import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Card, Col, Result, Row, Skeleton, theme } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { LinkButton } from '../../components/LinkButton';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { AccessLogTable } from '../records/AccessLogTable';
import { ChildCollegesCard } from './ChildCollegesCard';
import { ChildMeetingsCard, ChildTasksCard } from './ChildWorkCards';
import { ChildPlanCard } from './ChildPlanCard';
import { FamilyBragSheetCard } from './FamilyBragSheetCard';
import { childName, useGuardianChildren } from './use-guardian-children';

const NAMESPACES = ['guardian', 'colleges', 'counseling', 'records'];

/** `/guardian/students/:id`: one child's college list, tasks, meetings, plan, the family's brag sheet part and who read the record. */
export function GuardianChildPage() {
  const { token } = theme.useToken();
  const { t } = useTranslation(NAMESPACES);
  const { id = '' } = useParams();
  const { children, loading, error, refetch } = useGuardianChildren();
  const back = <LinkButton to="/guardian">{t('child.back')}</LinkButton>;

  if (loading) return <div role="status" aria-busy="true" aria-label={t('child.pageLoading')}><Card><Skeleton active paragraph={{ rows: 4 }} /></Card></div>;
  if (error) return <><PageHeading title={t('home.title')} extra={back} /><LoadErrorResult title={t('home.loadError')} onRetry={refetch} /></>;
  const child = children.find((c) => c.studentId === id);
  if (!child) return <><PageHeading title={t('child.notLinked')} extra={back} /><Result status="warning" title={t('child.notLinkedDetail')} /></>;
  const name = childName(child);
  if (!child.accessActive) {
    return (
      <>
        <PageHeading title={name} extra={back} />
        <Result status="warning" title={t('child.accessEnded', { name: child.firstName })} subTitle={t('child.accessEndedDetail', { name: child.firstName })} />
      </>
    );
  }
  return (
    <>
      <PageHeading title={name} subtitle={child.school ? `${child.school.name} · ${t('child.subtitle', { name: child.firstName })}` : t('child.subtitle', { name: child.firstName })} extra={back} />
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24}><ChildCollegesCard studentId={id} /></Col>
        <Col xs={24} lg={12}><ChildTasksCard studentId={id} /></Col>
        <Col xs={24} lg={12}><ChildMeetingsCard studentId={id} /></Col>
        <Col xs={24}><ChildPlanCard studentId={id} /></Col>
        <Col xs={24}><FamilyBragSheetCard studentId={id} name={child.firstName} /></Col>
        <Col xs={24}>
          <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t('child.record', { name: child.firstName })}</h2>} data-testid="child-record">
            <AccessLogTable studentId={id} view="student" />
          </Card>
        </Col>
      </Row>
    </>
  );
}
