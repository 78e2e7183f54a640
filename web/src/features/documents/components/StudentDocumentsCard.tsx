import { useTranslation } from 'react-i18next';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useStudentDocuments } from '../use-student-documents';
import { DocumentRows } from './DocumentRows';
import { LoadErrorResult } from '../../../components/LoadErrorResult';

// Uppy is loaded only when the upload modal first opens.
const UploadDocumentsModal = lazy(() => import('./UploadDocumentsModal').then((m) => ({ default: m.UploadDocumentsModal })));

/** The student's own My Documents card: rows with View and Delete, and the Upload button. */
export function StudentDocumentsCard({ studentId, title }: { studentId: string; title?: string }) {
  const { t } = useTranslation('documents');
  const { documents, loading, error, refetch, confirmDelete, confirmHolder } = useStudentDocuments(studentId);
  const [uploading, setUploading] = useState(false);

  let body;
  if (loading) body = <div role="status" aria-busy="true" aria-label={t('card.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (error) {
    body = <LoadErrorResult title={t('card.loadError')} onRetry={() => void refetch()} />;
  } else if (documents.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.empty')} />;
  } else body = <DocumentRows documents={documents} onDelete={confirmDelete} />;

  return (
    <Card title={title ?? t('card.title')} extra={<Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('card.upload')}</Button>}>
      {body}
      {confirmHolder}
      {uploading && (
        <Suspense fallback={null}>
          <UploadDocumentsModal studentId={studentId} open={uploading} onClose={() => setUploading(false)} onUploaded={() => void refetch()} />
        </Suspense>
      )}
    </Card>
  );
}
