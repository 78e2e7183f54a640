import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { api } from '../../app/api';
import { useToast } from '../../app/use-toast';
import { StudentDocumentsDocument, type StudentDocumentFieldsFragment } from '../../gql/graphql';
import { useDangerConfirm } from '../../app/use-danger-confirm';

export type StudentDocumentRow = StudentDocumentFieldsFragment;

/** A student's documents, with the delete action and its confirmation and toasts (spec sections 5 and 8). */
export function useStudentDocuments(studentId: string) {
  const toast = useToast();
  const { confirm, holder } = useDangerConfirm();
  const query = useQuery(StudentDocumentsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network', skip: !studentId });

  const confirmDelete = useCallback((doc: StudentDocumentRow) => {
    confirm({
      title: 'Delete document',
      content: `Are you sure you want to delete ${doc.fileName}?`,
      onOk: async () => {
        try {
          await api.delete(`/api/documents/${doc.id}`);
          toast.success('Success', `${doc.fileName} deleted successfully`);
          await query.refetch();
        } catch {
          toast.error('Error', `Failed to delete ${doc.fileName}`);
        }
      },
    });
  }, [confirm, toast, query]);

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
