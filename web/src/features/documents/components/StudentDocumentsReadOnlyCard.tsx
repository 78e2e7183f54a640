import { useTranslation } from 'react-i18next';
import { Card, Empty, Skeleton } from 'antd';
import { useStudentDocuments } from '../use-student-documents';
import { DocumentRows } from './DocumentRows';
import { LoadErrorResult } from '../../../components/LoadErrorResult';

/** A student's documents for counselors and admins: rows with View only (Counselor student profile). */
export function StudentDocumentsReadOnlyCard({ studentId, title }: { studentId: string; title?: string }) {
  const { t } = useTranslation('documents');
  const { documents, loading, error, refetch } = useStudentDocuments(studentId);
  let body;
  if (loading) body = <div role="status" aria-busy="true" aria-label={t('card.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (error) {
    body = <LoadErrorResult title={t('card.staffLoadError')} onRetry={() => void refetch()} />;
  } else if (documents.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.staffEmpty')} />;
  else body = <DocumentRows documents={documents} />;
  return <Card title={title ?? t('card.staffTitle')}>{body}</Card>;
}
