import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { RetentionPreviewDocument, SetRetentionEnabledDocument } from '../../gql/graphql';

/**
 * The retention dry run and its switch. Every visit asks the server afresh: reading the dry run is what allows
 * switching retention on (the server refuses before one was seen, and its message is shown as it comes).
 */
export function useRetention() {
  const toast = useToast();
  const { t } = useTranslation('recordsAdmin');
  const query = useQuery(RetentionPreviewDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [setEnabled, switching] = useMutation(SetRetentionEnabledDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = (query.data ?? query.previousData)?.retentionPreview ?? null;

  const toggle = (enabled: boolean) => {
    setRefusal(null);
    setEnabled({ variables: { enabled } })
      .then(() => toast.success(enabled ? t('retention.switchedOn') : t('retention.switchedOff')))
      .catch((error: unknown) => {
        const message = graphqlMessage(error) ?? t('retention.changeError');
        setRefusal(message);
        toast.error(t('retention.notChanged'), message);
      });
  };

  return {
    preview,
    loading: query.loading,
    error: preview ? null : query.error ?? null,
    refetch: () => void query.refetch().catch(() => undefined),
    toggle,
    switching: switching.loading,
    refusal,
  };
}
