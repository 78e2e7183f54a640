import { useQuery } from '@apollo/client/react';
import { Card, List, Skeleton, Typography } from 'antd';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { MySchoolDocumentsDocument } from '../../gql/graphql';
import { SCHOOL_DOCUMENT_TITLES } from '../counseling/packet/school-document-labels';
import { StateTag } from '../counseling/packet/SchoolDocumentRows';

/** "Your school documents": where each of the counselor's documents stands. The service gives a student states only. */
export function StudentSchoolDocumentsCard({ studentId }: { studentId: string }) {
  const { data, loading, error, refetch } = useQuery(MySchoolDocumentsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  let body;
  if (loading && !data) body = <div role="status" aria-busy="true" aria-label="Loading your school documents"><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (error && !data) body = <LoadErrorAlert title="Your school documents could not be loaded" onRetry={() => void refetch()} />;
  else {
    body = (
      <List
        size="small"
        aria-label="Your school documents"
        dataSource={data?.schoolDocuments ?? []}
        renderItem={(d) => (
          <List.Item>
            <span>{SCHOOL_DOCUMENT_TITLES[d.kind]}</span>
            <StateTag state={d.state} />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card style={{ marginTop: 16 }}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>Your school documents</Typography.Title>
      <Typography.Paragraph type="secondary">
        What your counselor prepares for your applications. You see where each one stands; colleges receive them from your school.
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
