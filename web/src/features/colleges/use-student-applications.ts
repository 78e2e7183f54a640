import i18next from 'i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { StaffStudentApplicationsDocument, StaffUpdateApplicationDocument, type UpdateApplicationInput } from '../../gql/graphql';

/**
 * One student's college list for staff: the list, and a change to one application (plan, status, this student's
 * own deadline). A change refetches the list, since flags (two binding plans) span applications.
 */
export function useStudentApplications(studentId: string) {
  const toast = useToast();
  const list = useQuery(StaffStudentApplicationsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(StaffUpdateApplicationDocument, { refetchQueries: ['StaffStudentApplications', 'StaffDeadlineBoard'] });
  const [pendingId, setPendingId] = useState<string | null>(null);

  const change = async (id: string, input: UpdateApplicationInput, done: string) => {
    setPendingId(id);
    try {
      await update({ variables: { id, input } });
      toast.success(done);
    } catch (e) {
      toast.error(i18next.t('toasts.updateError', { ns: 'colleges' }), graphqlMessage(e) ?? i18next.t('errors.pleaseTryAgain', { ns: 'common' }));
    } finally {
      setPendingId(null);
    }
  };

  return {
    applications: (list.data ?? list.previousData)?.studentApplications ?? [],
    loaded: Boolean(list.data ?? list.previousData),
    loading: list.loading,
    error: list.error ?? null,
    refetch: () => void list.refetch(),
    change,
    pendingId,
  };
}
