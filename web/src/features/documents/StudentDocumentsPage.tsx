import { useQuery } from '@apollo/client/react';
import { Card, Skeleton } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { MyDocumentsOwnerDocument } from '../../gql/graphql';
import { StudentDocumentsCard } from './components/StudentDocumentsCard';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { CreateProfilePrompt } from '../students/components/CreateProfilePrompt';

/** `/student/documents`: the student's documents on a screen of their own. */
export function StudentDocumentsPage() {
  const { data, loading, error, refetch } = useQuery(MyDocumentsOwnerDocument, { fetchPolicy: 'cache-and-network' });
  const heading = <PageHeading title="Documents" subtitle="Upload and manage your application documents." />;
  let body;
  if (loading && !data) body = <Card role="status" aria-busy="true" aria-label="Loading your documents"><Skeleton active paragraph={{ rows: 3 }} /></Card>;
  else if (error && !data) {
    body = <LoadErrorResult title="Your documents could not be loaded" onRetry={() => void refetch()} />;
  } else if (!data?.myStudent) {
    body = (
      <CreateProfilePrompt description="No profile found. Please create your profile." />
    );
  } else body = <StudentDocumentsCard studentId={data.myStudent.id} />;
  return <>{heading}{body}</>;
}
