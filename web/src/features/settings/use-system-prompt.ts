import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { api, errorStatus } from '../../app/api';
import { SystemPromptDefaultDocument } from '../../gql/graphql';

const KEY_PATH = '/api/system-settings/chatbot_system_prompt';

/**
 * The saved prompt (REST, spec section 7): a 404 means "use the default" and is never retried;
 * other failures are retried fewer than 3 times (spec: the system-prompt read).
 */
export function useSystemPrompt() {
  const defaults = useQuery(SystemPromptDefaultDocument);
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async () => {
    setError(null);
    for (let tries = 0; ; tries++) {
      try {
        const s = await api.get<{ value: string }>(KEY_PATH);
        setSaved(s.value);
        return;
      } catch (e) {
        if (errorStatus(e) === 404) { setSaved(null); return; }
        if (tries >= 2) { setError(e as Error); return; }
      }
    }
  }, []);

  useEffect(() => { void load(); }, [load, attempt]);

  const save = useCallback(async (value: string) => {
    const s = await api.post<{ value: string }>('/api/system-settings', { key: 'chatbot_system_prompt', value });
    setSaved(s.value);
  }, []);

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
