import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { letterRefusal } from './editor/letter-refusal';
import {
  ChangeRecommendationRequestDocument, RecommendationRequestsDocument, SubmitRecommendationLetterDocument,
  type RecommendationLetterInput, type RecommendationRequestAction,
} from '../../gql/graphql';

/** Accept, decline, cancel and submit a letter, each refreshing the lists (counts move with every change). */
export function useRequestActions() {
  const { t } = useTranslation(['letters', 'common']);
  const toast = useToast();
  const refetchQueries = [RecommendationRequestsDocument];
  const [change] = useMutation(ChangeRecommendationRequestDocument, { refetchQueries, awaitRefetchQueries: true });
  const [submit] = useMutation(SubmitRecommendationLetterDocument, { refetchQueries, awaitRefetchQueries: true });
  // The request whose change is running, so only its buttons wait.
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (id: string, work: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    setBusyId(id);
    try {
      await work();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(failed, graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const DONE: Record<RecommendationRequestAction, [string, string]> = {
    accept: [t('actions.accepted'), t('actions.acceptError')],
    decline: [t('actions.declined'), t('actions.declineError')],
    cancel: [t('actions.cancelled'), t('actions.cancelError')],
  };
  return {
    busyId,
    change: (id: string, action: RecommendationRequestAction, reason?: string) =>
      run(id, () => change({ variables: { id, input: { action, reason: reason ?? null } } }), ...DONE[action]),
    /** The letter (text or an uploaded PDF's id); resolves with the server's refusal in words, or null once submitted. */
    submitLetter: async (id: string, input: RecommendationLetterInput): Promise<string | null> => {
      let refusal: string | null = null;
      const ok = await run(id, async () => {
        try {
          await submit({ variables: { id, input } });
        } catch (error) {
          refusal = letterRefusal(error);
          throw error;
        }
      }, t('actions.submitted'), t('actions.submitError'));
      return ok ? null : refusal ?? t('actions.submitRefused');
    },
  };
}
