import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Col, Flex, Row, Skeleton, Space, Statistic, Typography, theme } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { MyStudentDocument } from '../../gql/graphql';
import { AcademicsPanel } from './components/AcademicsPanel';
import { ActivitiesPanel } from './components/ActivitiesPanel';
import { StudentDocumentsCard } from '../documents/components/StudentDocumentsCard';
import { StudentDeadlinesCard } from '../colleges/StudentDeadlinesCard';
import { MyRecordCard } from '../records/MyRecordCard';
import { MyGuardiansCard } from '../guardian-links/MyGuardiansCard';
import { StudentLettersCard } from '../letters/StudentLettersCard';
import { MyTasksCard, UpcomingMeetingsCard } from '../counseling/StudentDashboardCards';
import { formatGpa, orNotSet } from './student-format';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { CreateProfilePrompt } from './components/CreateProfilePrompt';

const DASHBOARD_NAMESPACES = ['students', 'counseling', 'colleges', 'documents', 'letters', 'records', 'guardianLinks'];

/** `/student`: the student's overview (Student dashboard). */
export function StudentDashboardPage() {
  const { token } = theme.useToken();
  // Every card's catalog at once: one wait, not one per card as each first renders.
  const { t } = useTranslation(DASHBOARD_NAMESPACES);
  const { data, loading, error, refetch } = useQuery(MyStudentDocument, { fetchPolicy: 'cache-and-network' });
  const heading = <PageHeading title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />;

  if (loading && !data) {
    return (
      <>
        {heading}
        <div role="status" aria-busy="true" aria-label={t('dashboard.loading')}>
          <Card><Skeleton active paragraph={{ rows: 2 }} /></Card>
          <Row gutter={[token.margin, token.margin]} style={{ marginTop: token.margin }}>
            <Col xs={24} md={12}><Card><Skeleton active /></Card></Col>
            <Col xs={24} md={12}><Card><Skeleton active /></Card></Col>
          </Row>
        </div>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        {heading}
        <LoadErrorResult title={t('dashboard.loadError')} onRetry={() => void refetch()} />
      </>
    );
  }
  const s = data?.myStudent;
  if (!s) {
    return (
      <>
        {heading}
        <CreateProfilePrompt description={t('dashboard.noProfile')} />
      </>
    );
  }

  return (
    <>
      {heading}
      <Card aria-label={t('dashboard.summary')}>
        <Flex justify="space-between" align="center" wrap gap={token.marginLG}>
          <div>
            <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>{s.displayName}</Typography.Title>
            {s.email && <Typography.Text type="secondary">{s.email}</Typography.Text>}
          </div>
          <Space size={token.marginXL} wrap>
            <Statistic title={t('dashboard.gpa')} value={formatGpa(s.gpa, orNotSet(null))} />
            {s.satScore !== null && s.satScore !== undefined && <Statistic title="SAT" value={s.satScore} groupSeparator="" />}
            {s.actScore !== null && s.actScore !== undefined && <Statistic title="ACT" value={s.actScore} />}
            <Statistic title={t('dashboard.targetColleges')} value={s.targetColleges} />
          </Space>
        </Flex>
      </Card>
      <Row gutter={[token.margin, token.margin]} style={{ marginTop: token.margin }}>
        <Col xs={24} md={12}><AcademicsPanel academics={s.academics} emptyHint={t('dashboard.noCourses')} /></Col>
        <Col xs={24} md={12}><ActivitiesPanel activities={s.activities} emptyHint={t('dashboard.noActivities')} /></Col>
      </Row>
      {/* the meetings the counselor scheduled and the tasks they gave. */}
      <Row gutter={[token.margin, token.margin]} style={{ marginTop: token.margin }}>
        <Col xs={24} md={12}><UpcomingMeetingsCard /></Col>
        <Col xs={24} md={12}><MyTasksCard studentId={s.id} /></Col>
      </Row>
      <div style={{ marginTop: token.margin }}>
        <StudentDeadlinesCard />
      </div>
      <div style={{ marginTop: token.margin }}>
        <StudentDocumentsCard studentId={s.id} />
      </div>
      <div style={{ marginTop: token.margin }}>
        <StudentLettersCard />
      </div>
      <div style={{ marginTop: token.margin }}>
        <MyGuardiansCard studentId={s.id} />
      </div>
      <div style={{ marginTop: token.margin }}>
        <MyRecordCard studentId={s.id} />
      </div>
    </>
  );
}
