import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Result, Row, Skeleton, theme } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { CounselorStudentProfileDocument } from '../../gql/graphql';
import { AcademicsPanel } from '../students/components/AcademicsPanel';
import { ActivitiesPanel } from '../students/components/ActivitiesPanel';
import { StudentCollegeListSection } from '../colleges/StudentCollegeListSection';
import { StudentDocumentsReadOnlyCard } from '../documents/components/StudentDocumentsReadOnlyCard';
import { MeetingsCard } from './meetings/MeetingsCard';
import { NotesCard } from './notes/NotesCard';
import { SchoolDocumentsCard } from './packet/SchoolDocumentsCard';
import { StudentBragSheetCard } from '../letters/StudentBragSheetCard';
import { StudentPlanCard } from '../planning/StudentPlanCard';
import { StudentTasksCard } from './tasks/StudentTasksCard';
import { MeetingBriefSection } from './meetings/MeetingBriefSection';
import { DeletionProgressCard } from '../records/DeletionProgressCard';
import { StudentRecordSection } from '../records/StudentRecordSection';
import { StudentGuardiansCard } from '../guardian-links/StudentGuardiansCard';
import { useDeletionInView } from '../records/use-deletion-in-view';
import { AcademicInfoCard, PersonalInfoCard, PreferencesCard } from './components/StudentInfoCards';
import { LoadErrorResult } from '../../components/LoadErrorResult';

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');

/** `/counselor/students/{id}`: one student, read-only (Counselor student profile). */
export function CounselorStudentProfilePage() {
  const { token } = theme.useToken();
  // The letters and planning cards' catalogs load with the page's own, at once, rather than each card suspending the
  // page in turn.
  const { t } = useTranslation(['counselor', 'letters', 'planning']);
  const { id = '' } = useParams();
  // ?brief=1: opened from a scheduled meeting on the dashboard, so the brief is prepared at once.
  const [params] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(CounselorStudentProfileDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const back = <LinkButton to="/counselor" icon={<ArrowLeftOutlined />}>{t('profile.back')}</LinkButton>;
  const s = data?.student;
  // Admins also see the student's record; during and after a deletion, its progress instead of the student.
  const { isAdmin, deletionId } = useDeletionInView();

  let body;
  if (deletionId) {
    body = <DeletionProgressCard deletionId={deletionId} extra={<LinkButton to="/admin/students">{t('profile.backToStudents')}</LinkButton>} />;
  } else if (loading && !data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('profile.loading')}>
        <Card><Skeleton active paragraph={{ rows: 4 }} /></Card>
      </div>
    );
  } else if ((error && isNotFound(error)) || (data && !s)) {
    body = <Result status="404" title={t('profile.notFound')} subTitle={t('profile.notFoundText')}
      extra={<LinkButton type="primary" to="/counselor">{t('profile.backToDashboard')}</LinkButton>} />;
  } else if (error || !s) {
    body = <LoadErrorResult title={t('profile.loadError')} onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        <Row gutter={[token.margin, token.margin]}>
          <Col xs={24}><MeetingBriefSection studentId={s.id} prepareAtOnce={params.get('brief') === '1'} /></Col>
          <Col xs={24} lg={12}><PersonalInfoCard student={s} /></Col>
          <Col xs={24} lg={12}><AcademicInfoCard student={s} /></Col>
          <Col xs={24} lg={12}><AcademicsPanel academics={s.academics} /></Col>
          <Col xs={24} lg={12}><ActivitiesPanel activities={s.activities} /></Col>
          <Col xs={24}><PreferencesCard student={s} /></Col>
          <Col xs={24}><StudentGuardiansCard studentId={s.id} studentName={s.displayName} /></Col>
          {/* the counselor's notes, meetings and tasks. */}
          <Col xs={24}><NotesCard studentId={s.id} /></Col>
          <Col xs={24} lg={12}><MeetingsCard studentId={s.id} /></Col>
          <Col xs={24} lg={12}><StudentTasksCard studentId={s.id} studentName={s.displayName} /></Col>
          <Col xs={24}><StudentCollegeListSection studentId={s.id} /></Col>
          <Col xs={24}><StudentDocumentsReadOnlyCard title={t('profile.documents')} studentId={s.id} /></Col>
          <Col xs={24}><SchoolDocumentsCard studentId={s.id} /></Col>
          <Col xs={24}><StudentBragSheetCard studentId={s.id} /></Col>
          <Col xs={24}><StudentPlanCard studentId={s.id} /></Col>
          {isAdmin && <Col xs={24}><StudentRecordSection studentId={s.id} studentName={s.displayName} /></Col>}
        </Row>
      </>
    );
  }

  return (
    <>
      <div style={{ marginBottom: token.margin }}>{back}</div>
      <PageHeading title={t('profile.title')} subtitle={s ? s.displayName : undefined} />
      {body}
    </>
  );
}
