import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import {
  AdminSchoolsDocument, CreateSchoolDocument, SetCaseloadRulesDocument, SetStaffSchoolsDocument, UpdateSchoolDocument,
  type AdminSchoolsQuery, type CaseloadRuleInput, type SchoolInput, type SchoolPatch,
} from '../../gql/graphql';

export type SchoolRow = AdminSchoolsQuery['schools'][number];
export type StaffMember = SchoolRow['staff'][number];

/**
 * The district's schools with their staff and caseload rules, and the admin's writes to them. Each write
 * toasts its outcome, reads the schools again, and resolves to whether it succeeded.
 */
export function useSchools() {
  const toast = useToast();
  const { t } = useTranslation(['schools', 'common']);
  const list = useQuery(AdminSchoolsDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const refetchQueries = [AdminSchoolsDocument];
  const [create, creating] = useMutation(CreateSchoolDocument, { refetchQueries, awaitRefetchQueries: true });
  const [update, updating] = useMutation(UpdateSchoolDocument, { refetchQueries, awaitRefetchQueries: true });
  const [setStaff, assigning] = useMutation(SetStaffSchoolsDocument, { refetchQueries, awaitRefetchQueries: true });
  const [setRules, savingRules] = useMutation(SetCaseloadRulesDocument, { refetchQueries, awaitRefetchQueries: true });
  const schools = (list.data ?? list.previousData)?.schools ?? [];

  async function run(work: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    try {
      await work();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(failure, graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
      return false;
    }
  }

  /** The schools a staff member is assigned to, from the roster's own record (the authority on it). */
  const schoolsOf = (userId: string) => schools.filter((s) => s.staff.some((m) => m.id === userId)).map((s) => s.id);

  return {
    schools,
    loading: list.loading,
    loaded: Boolean(list.data ?? list.previousData),
    error: list.error ?? null,
    refetch: () => void list.refetch().catch(() => undefined),
    saving: creating.loading || updating.loading,
    assigning: assigning.loading,
    savingRules: savingRules.loading,
    createSchool: (input: SchoolInput) =>
      run(() => create({ variables: { input } }), t('toasts.created'), t('toasts.createError')),
    updateSchool: (id: string, patch: SchoolPatch, success = t('toasts.updated')) =>
      run(() => update({ variables: { id, patch } }), success, t('toasts.updateError')),
    assignStaff: (school: SchoolRow, member: StaffMember) =>
      run(() => setStaff({ variables: { userId: member.id, schoolIds: [...new Set([...schoolsOf(member.id), school.id])] } }),
        t('toasts.assigned', { name: member.displayName, school: school.name }), t('toasts.assignError')),
    unassignStaff: (school: SchoolRow, member: StaffMember) =>
      run(() => setStaff({ variables: { userId: member.id, schoolIds: schoolsOf(member.id).filter((id) => id !== school.id) } }),
        t('toasts.removed', { name: member.displayName, school: school.name }), t('toasts.removeError')),
    saveCaseloadRules: (school: SchoolRow, rules: CaseloadRuleInput[]) =>
      run(() => setRules({ variables: { schoolId: school.id, rules } }), t('toasts.rulesSaved'), t('toasts.rulesError')),
  };
}
