import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../../app/use-toast';
import { DeleteStudentDocumentDocument, StudentDocumentsDocument, type StudentDocumentFieldsFragment } from '../../gql/graphql';
import { useDangerConfirm } from '../../app/use-danger-confirm';

export type StudentDocumentRow = StudentDocumentFieldsFragment;

/** A student's documents, with the delete action and its confirmation and toasts. */
export function useStudentDocuments(studentId: string) {
  const toast = useToast();
  const { confirm, holder } = useDangerConfirm();
  const query = useQuery(StudentDocumentsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network', skip: !studentId });
  const [deleteDocument] = useMutation(DeleteStudentDocumentDocument);

  const confirmDelete = useCallback((doc: StudentDocumentRow) => {
    confirm({
      title: 'Delete document',
      content: `Are you sure you want to delete ${doc.fileName}?`,
      onOk: async () => {
        try {
          await deleteDocument({ variables: { id: doc.id } });
          toast.success('Success', `${doc.fileName} deleted successfully`);
          await query.refetch();
        } catch {
          toast.error('Error', `Failed to delete ${doc.fileName}`);
        }
      },
    });
  }, [confirm, toast, query, deleteDocument]);

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
