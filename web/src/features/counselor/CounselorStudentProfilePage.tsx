import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Result, Row, Skeleton, theme } from 'antd';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { CounselorStudentProfileDocument } from '../../gql/graphql';
import { AcademicsPanel } from '../student/components/AcademicsPanel';
import { ActivitiesPanel } from '../student/components/ActivitiesPanel';
import { StudentCollegeListSection } from '../applications/StudentCollegeListSection';
import { StudentDocumentsReadOnlyCard } from '../documents/components/StudentDocumentsReadOnlyCard';
import { MeetingBriefSection } from '../meeting-brief/MeetingBriefSection';
import { AcademicInfoCard, PersonalInfoCard, PreferencesCard } from './components/StudentInfoCards';

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');

/** `/counselor/students/{id}`: one student, read-only (spec section 2, Counselor student profile). */
export function CounselorStudentProfilePage() {
  const { token } = theme.useToken();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CounselorStudentProfileDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const back = <LinkButton to="/counselor" icon={<ArrowLeftOutlined />}>Back</LinkButton>;
  const s = data?.student;

  let body;
  if (loading && !data) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the student profile">
        <Card><Skeleton active paragraph={{ rows: 4 }} /></Card>
      </div>
    );
  } else if ((error && isNotFound(error)) || (data && !s)) {
    body = <Result status="404" title="Student Not Found" subTitle="This student does not exist or has no profile yet."
      extra={<LinkButton type="primary" to="/counselor">Back to Dashboard</LinkButton>} />;
  } else if (error || !s) {
    body = <Result status="error" title="The student profile could not be loaded" subTitle="Please try again."
      extra={<Button onClick={() => void refetch()}>Try again</Button>} />;
  } else {
    body = (
      <>
        <Row gutter={[token.margin, token.margin]}>
          <Col xs={24}><MeetingBriefSection studentId={s.id} /></Col>
          <Col xs={24} lg={12}><PersonalInfoCard student={s} /></Col>
          <Col xs={24} lg={12}><AcademicInfoCard student={s} /></Col>
          <Col xs={24} lg={12}><AcademicsPanel academics={s.academics} /></Col>
          <Col xs={24} lg={12}><ActivitiesPanel activities={s.activities} /></Col>
          <Col xs={24}><PreferencesCard student={s} /></Col>
          <Col xs={24}><StudentCollegeListSection studentId={s.id} /></Col>
          <Col xs={24}><StudentDocumentsReadOnlyCard title="Student Documents" studentId={s.id} /></Col>
        </Row>
      </>
    );
  }

  return (
    <>
      <div style={{ marginBottom: token.margin }}>{back}</div>
      <PageHeading title="Student Profile" subtitle={s ? s.displayName : undefined} />
      {body}
    </>
  );
}
