import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { MyDocumentsOwnerDocument } from '../../gql/graphql';
import { StudentDocumentsCard } from './components/StudentDocumentsCard';

/** `/student/documents`: the student's documents on a screen of their own. */
export function StudentDocumentsPage() {
  const { data, loading, error, refetch } = useQuery(MyDocumentsOwnerDocument, { fetchPolicy: 'cache-and-network' });
  const heading = <PageHeading title="Documents" subtitle="Upload and manage your application documents." />;
  let body;
  if (loading && !data) body = <Card role="status" aria-busy="true" aria-label="Loading your documents"><Skeleton active paragraph={{ rows: 3 }} /></Card>;
  else if (error && !data) {
    body = <Result status="error" title="Your documents could not be loaded" subTitle="Please try again."
      extra={<Button onClick={() => void refetch()}>Try again</Button>} />;
  } else if (!data?.myStudent) {
    body = (
      <Card>
        <Empty description="No profile found. Please create your profile.">
          <LinkButton type="primary" to="/student/profile">Create Profile</LinkButton>
        </Empty>
      </Card>
    );
  } else body = <StudentDocumentsCard studentId={data.myStudent.id} />;
  return <>{heading}{body}</>;
}
