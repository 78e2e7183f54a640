import i18next from 'i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import {
  AddApplicationDocument,
  DeleteApplicationDocument,
  MyApplicationsDocument,
  UpdateApplicationDocument,
  type ApplicationPlan,
  type MyApplicationsQuery,
  type UpdateApplicationInput,
} from '../../gql/graphql';
import { optimisticApplication } from './optimistic-application';

export type MyApplication = NonNullable<MyApplicationsQuery['myStudent']>['applications'][number];

/**
 * The signed-in student's college list and their writes to it. A write toasts its outcome and reads the list again
 * (a plan or status change can flag or unflag the student's other applications: two binding Early Decisions), and
 * resolves to whether it succeeded. `skip` for staff, who have no list of their own.
 */
/** A toast's words, from the colleges catalog (the screens that write the list have loaded it). */
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, { ns: 'colleges', ...values });

export function useMyList(skip = false) {
  const toast = useToast();
  const list = useQuery(MyApplicationsDocument, { fetchPolicy: 'cache-and-network', skip });
  const refetchQueries = [MyApplicationsDocument];
  const [add, adding] = useMutation(AddApplicationDocument, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateApplicationDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteApplicationDocument, { refetchQueries, awaitRefetchQueries: true });
  const shown = list.data ?? list.previousData;
  const student = shown?.myStudent ?? null;
  const applications = student?.applications ?? [];

  async function run(work: () => Promise<unknown>, success: string, description: string | undefined, failure: string) {
    try {
      await work();
      toast.success(success, description);
      return true;
    } catch (error) {
      toast.error(failure, graphqlMessage(error) ?? i18next.t('errors.pleaseTryAgain', { ns: 'common' }));
      return false;
    }
  }

  return {
    student,
    studentId: student?.id ?? null,
    applications,
    /** The application for a college, if it is on the list. */
    onList: (unitid: string) => applications.find((a) => a.collegeId === unitid) ?? null,
    loading: list.loading && !shown,
    loaded: Boolean(shown),
    error: list.error ?? null,
    refetch: () => void list.refetch().catch(() => undefined),
    adding: adding.loading,
    addCollege: (unitid: string, name: string, plan?: ApplicationPlan | null) => {
      const studentId = student?.id;
      if (!studentId) {
        toast.error(t('toasts.profileFirst'), t('toasts.profileFirstDetail'));
        return Promise.resolve(false);
      }
      return run(() => add({ variables: { studentId, input: { collegeId: unitid, plan: plan ?? null } } }),
        t('toasts.added'), t('toasts.addedDetail', { college: name }), t('toasts.addError'));
    },
    updateApplication: (application: MyApplication, input: UpdateApplicationInput, what: string) =>
      run(() => update({ variables: { id: application.id, input }, optimisticResponse: optimisticApplication(application, input) }),
        t('toasts.saved'), t('toasts.savedDetail', { college: application.collegeName, what }), t('toasts.saveError')),
    removeApplication: (application: MyApplication) =>
      run(() => remove({ variables: { id: application.id } }), t('toasts.removed'), t('toasts.removedDetail', { college: application.collegeName }),
        t('toasts.removeError')),
  };
}
