import { Card, Empty, Skeleton } from 'antd';
import { useStudentDocuments } from '../use-student-documents';
import { DocumentRows } from './DocumentRows';
import { LoadErrorResult } from '../../../components/LoadErrorResult';

/** A student's documents for counselors and admins: rows with View only (Counselor student profile). */
export function StudentDocumentsReadOnlyCard({ studentId, title = 'Student Documents' }: { studentId: string; title?: string }) {
  const { documents, loading, error, refetch } = useStudentDocuments(studentId);
  let body;
  if (loading) body = <div role="status" aria-busy="true" aria-label="Loading documents"><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (error) {
    body = <LoadErrorResult title="The documents could not be loaded" onRetry={() => void refetch()} />;
  } else if (documents.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents uploaded yet." />;
  else body = <DocumentRows documents={documents} />;
  return <Card title={title}>{body}</Card>;
}
