import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { SavePlanDocument, StudentPlanDocument, SubmitPlanDocument } from '../../gql/graphql';
import { planInput, sameEntries, type PlanEntry } from './plan-edits';
import { keepPlan } from './use-plan-writes';

/**
 * The student's plan and its changes. Each change is saved at once and the server's checks come back with it
 * (the live checklist); meanwhile the grid shows the change. An approved plan is not saved over: its changes
 * wait here and go with a new submission.
 */
export function useMyPlan(studentId: string | null) {
  const toast = useToast();
  const { t } = useTranslation('planning');
  const query = useQuery(StudentPlanDocument, { variables: { studentId: studentId ?? '' }, skip: !studentId, fetchPolicy: 'cache-and-network' });
  const plan = query.data?.studentPlan ?? null;
  const [pending, setPending] = useState<PlanEntry[] | null>(null);
  const [save, saving] = useMutation(SavePlanDocument);
  const [submitPlan, submitting] = useMutation(SubmitPlanDocument);
  const approved = plan?.status === 'APPROVED';
  const entries = pending ?? plan?.entries ?? [];

  async function change(next: PlanEntry[]) {
    if (!studentId || !plan) return;
    setPending(next);
    if (approved) return;
    try {
      await save({
        variables: { studentId, input: planInput(next) },
        update: (cache, { data }) => keepPlan(cache, studentId, data?.savePlan),
      });
      // A later change may already be on its way: only the latest clears what is shown.
      setPending((shown) => (shown === next ? null : shown));
    } catch (error) {
      setPending(null);
      toast.error(t('myPlan.saveFailed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  async function submit() {
    if (!studentId) return;
    try {
      await submitPlan({
        variables: { studentId, input: planInput(entries) },
        update: (cache, { data }) => keepPlan(cache, studentId, data?.submitPlan),
      });
      setPending(null);
      toast.success(t('myPlan.submitted'));
    } catch (error) {
      toast.error(t('myPlan.submitFailed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  return {
    query,
    plan,
    entries,
    change,
    submit,
    saving: saving.loading,
    submitting: submitting.loading,
    /** An approved plan with changes not yet submitted. */
    unsent: approved && pending !== null && !sameEntries(pending, plan?.entries ?? []),
  };
}
