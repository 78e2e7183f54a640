import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../../app/use-toast';
import { DeleteStudentDocumentDocument, StudentDocumentsDocument, type StudentDocumentFieldsFragment } from '../../gql/graphql';
import { useDangerConfirm } from '../../app/use-danger-confirm';

export type StudentDocumentRow = StudentDocumentFieldsFragment;

/** A student's documents, with the delete action and its confirmation and toasts. */
export function useStudentDocuments(studentId: string) {
  const toast = useToast();
  const { t } = useTranslation('documents');
  const { confirm, holder } = useDangerConfirm();
  const query = useQuery(StudentDocumentsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network', skip: !studentId });
  const [deleteDocument] = useMutation(DeleteStudentDocumentDocument);

  const confirmDelete = useCallback((doc: StudentDocumentRow) => {
    confirm({
      title: t('delete.title'),
      content: t('delete.confirm', { name: doc.fileName }),
      onOk: async () => {
        try {
          await deleteDocument({ variables: { id: doc.id } });
          toast.success(t('toasts.success'), t('delete.done', { name: doc.fileName }));
          await query.refetch();
        } catch {
          toast.error(t('toasts.error'), t('delete.failed', { name: doc.fileName }));
        }
      },
    });
  }, [confirm, toast, query, deleteDocument, t]);

  return {
    documents: query.data?.studentDocuments ?? [],
    loading: query.loading && !query.data,
    error: query.error && !query.data ? query.error : undefined,
    refetch: query.refetch,
    confirmDelete,
    /** Render once: the confirmation dialog's mount point. */
    confirmHolder: holder,
  };
}
