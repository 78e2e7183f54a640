import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { SaveSystemSettingDocument, SystemPromptDefaultDocument, SystemSettingDocument } from '../../gql/graphql';

const KEY = 'chatbot_system_prompt';

/**
 * The saved prompt: unset (null) means "use the default"; a failed read is retried
 * fewer than 3 times (spec: the system-prompt read).
 */
export function useSystemPrompt() {
  const client = useApolloClient();
  const defaults = useQuery(SystemPromptDefaultDocument);
  const [saveSetting] = useMutation(SaveSystemSettingDocument);
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async () => {
    setError(null);
    for (let tries = 0; ; tries++) {
      try {
        const { data } = await client.query({ query: SystemSettingDocument, variables: { key: KEY }, fetchPolicy: 'network-only' });
        setSaved(data?.systemSetting?.value ?? null);
        return;
      } catch (e) {
        if (tries >= 2) { setError(e as Error); return; }
      }
    }
  }, [client]);

  useEffect(() => { void load(); }, [load, attempt]);

  const save = useCallback(async (value: string) => {
    const { data } = await saveSetting({ variables: { key: KEY, value } });
    setSaved(data?.saveSystemSetting.value ?? value);
  }, [saveSetting]);

  const defaultValue = defaults.data?.systemSettingDefault ?? null;
  return {
    /** The prompt in force: the saved value, else the default. */
    current: saved ?? defaultValue,
    isDefault: saved === null,
    loading: saved === undefined || (saved === null && defaults.loading),
    error: error ?? (saved === null ? defaults.error ?? null : null),
    retry: () => { setAttempt((n) => n + 1); void defaults.refetch(); },
    save,
  };
}
