import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { FileSearchOutlined, FolderOpenOutlined, MessageOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { CounselorContentCountDocument, CounselorDashboardStatsDocument } from '../../gql/graphql';
import { CaseloadDeadlinesCard } from '../colleges/deadline-board/CaseloadDeadlinesCard';
import { OverdueTasksCard, RecentNotesCard, TodaysMeetingsCard } from './CounselorDashboardCards';
import { StaffLettersCard } from '../letters/StaffLettersCard';
import { PlansDashboardCard } from '../planning/PlansDashboardCard';
import { CaseloadFunnelCard } from '../reports/CaseloadFunnelCard';
import { StudentListTable } from '../students/list/StudentListTable';
import { StudentScopeControls } from '../students/list/StudentScopeControls';
import { useStudentScope } from '../students/list/use-student-scope';

/** `/counselor` (Counselor dashboard); the figures and the list follow the chosen scope. */
export function CounselorDashboardPage() {
  const { token } = theme.useToken();
  // The letters and planning cards' catalogs load with the page's own, at once, rather than each card suspending the
  // page in turn.
  const { t } = useTranslation(['counselor', 'letters', 'planning']);
  const scope = useStudentScope();
  const stats = useQuery(CounselorDashboardStatsDocument, { variables: scope.variables, skip: !scope.ready, fetchPolicy: 'cache-and-network' });
  const content = useQuery(CounselorContentCountDocument, { fetchPolicy: 'cache-and-network' });
  const value = (n: number | undefined, failed: boolean) => (n !== undefined ? n : failed ? '—' : undefined);

  return (
    <>
      <PageHeading title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} extra={<StudentScopeControls scope={scope} />} />
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} sm={8}>
          <Card><Statistic title={t('dashboard.totalStudents')} loading={(stats.loading || !scope.ready) && !stats.data} value={value(stats.data?.studentStats.totalStudents, Boolean(stats.error))} /></Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card><Statistic title={t('dashboard.activeApplications')} loading={(stats.loading || !scope.ready) && !stats.data} value={value(stats.data?.studentStats.activeApplications, Boolean(stats.error))} /></Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card><Statistic title={t('dashboard.contentItems')} loading={content.loading && !content.data} value={value(content.data?.contentItems.length, Boolean(content.error))} /></Card>
        </Col>
      </Row>
      <Row gutter={[token.margin, token.margin]} style={{ marginTop: token.margin }}>
        <Col xs={24} md={8}><QuickAction icon={<MessageOutlined />} title={t('dashboard.chatbot')} description={t('dashboard.chatbotText')} to="/counselor/chatbot" /></Col>
        <Col xs={24} md={8}><QuickAction icon={<FileSearchOutlined />} title={t('dashboard.knowledgeBase')} description={t('dashboard.knowledgeBaseText')} to="/counselor/knowledge-base" /></Col>
        <Col xs={24} md={8}><QuickAction icon={<FolderOpenOutlined />} title={t('dashboard.contentLibrary')} description={t('dashboard.contentLibraryText')} /></Col>
      </Row>
      {/* Beside the spec's cards: today's meetings, overdue tasks and the newest notes. */}
      <Row gutter={[token.margin, token.margin]} style={{ marginTop: token.margin }}>
        <Col xs={24} lg={8}><TodaysMeetingsCard /></Col>
        <Col xs={24} lg={8}><OverdueTasksCard /></Col>
        <Col xs={24} lg={8}><RecentNotesCard /></Col>
      </Row>
      {/* Beside the spec's cards: the caseload's next deadlines, linking to the board. */}
      <div style={{ marginTop: token.margin }}><CaseloadDeadlinesCard scope={scope.variables} ready={scope.ready} /></div>
      {/* Beside the spec's cards: the students' recommendation letter requests. */}
      <div style={{ marginTop: token.margin }}><StaffLettersCard to="/counselor/letters" /></div>
      {/* Beside the spec's cards: the caseload's academic plans needing review and off track. */}
      <div style={{ marginTop: token.margin }}><PlansDashboardCard to="/counselor/plans" scope={scope.variables} ready={scope.ready} /></div>
      {/* Beside the spec's cards: the caseload's progress, researching → submitted → admitted (the reporting service). */}
      <div style={{ marginTop: token.margin }}><CaseloadFunnelCard to="/counselor/reports" scope={scope.variables} ready={scope.ready} /></div>
      <Card title={t('dashboard.studentList')} style={{ marginTop: token.margin }}>
        <StudentListTable pageSize={10} scope={scope.variables} ready={scope.ready} />
      </Card>
    </>
  );
}

/** A quick-action card; without `to` it is informational only (the spec shows no navigation for it). */
function QuickAction({ icon, title, description, to }: { icon: ReactNode; title: string; description: string; to?: string }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const body = (
    <Flex gap={token.margin} align="center">
      <span style={{ fontSize: 24, color: token.colorPrimary }} aria-hidden>{icon}</span>
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{description}</Typography.Paragraph>
      </div>
    </Flex>
  );
  if (!to) return <Card>{body}</Card>;
  return (
    <Card hoverable role="link" tabIndex={0} onClick={() => navigate(to)}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); navigate(to); } }}>
      {body}
    </Card>
  );
}
