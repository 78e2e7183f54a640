import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { ShareBragSheetDocument } from '../../gql/graphql';

/** Shares (or stops sharing) the brag sheet with one request's teacher; the request in the cache follows the answer. */
export function useBragSheetShare() {
  const { t } = useTranslation(['letters', 'common']);
  const toast = useToast();
  const [mutate] = useMutation(ShareBragSheetDocument);
  const [busyId, setBusyId] = useState<string | null>(null);

  const share = async (requestId: string, shared: boolean, quiet = false): Promise<boolean> => {
    setBusyId(requestId);
    try {
      await mutate({
        variables: { requestId, shared },
        update: (cache, { data }) => {
          const answer = data?.shareBragSheet;
          if (!answer) return;
          cache.modify({ id: cache.identify({ __typename: 'RecommendationRequest', id: answer.requestId }), fields: { bragSheetShared: () => answer.shared } });
        },
      });
      if (!quiet) toast.success(shared ? t('share.shared') : t('share.unshared'));
      return true;
    } catch (error) {
      toast.error(shared ? t('share.shareError') : t('share.unshareError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
      return false;
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, share };
}
