import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { useStudentDocuments } from '../use-student-documents';
import { DocumentRows } from './DocumentRows';

/** A student's documents for counselors and admins: rows with View only (spec section 2, Counselor student profile). */
export function StudentDocumentsReadOnlyCard({ studentId, title = 'Student Documents' }: { studentId: string; title?: string }) {
  const { documents, loading, error, refetch } = useStudentDocuments(studentId);
  let body;
  if (loading) body = <div role="status" aria-busy="true" aria-label="Loading documents"><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (error) {
    body = <Result status="error" title="The documents could not be loaded" subTitle="Please try again."
      extra={<Button onClick={() => void refetch()}>Try again</Button>} />;
  } else if (documents.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents uploaded yet." />;
  else body = <DocumentRows documents={documents} />;
  return <Card title={title}>{body}</Card>;
}
