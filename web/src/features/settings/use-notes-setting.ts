import { useCallback, useEffect, useState } from 'react';
import { api, errorStatus } from '../../app/api';

const KEY = 'assistant_notes_to_external_models';

/**
 * Whether counselors' notes may be sent to an external model (issue 21). Unset (404) means no: the default keeps
 * notes inside the portal.
 */
export function useNotesSetting() {
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    api.get<{ value: string }>(`/api/system-settings/${KEY}`)
      .then((s) => { if (live) setEnabled(s.value === 'true'); })
      .catch((e: unknown) => {
        if (!live) return;
        if (errorStatus(e) === 404) setEnabled(false);
        else setError(e as Error);
      });
    return () => { live = false; };
  }, [attempt]);

  const save = useCallback(async (next: boolean) => {
    const s = await api.post<{ value: string }>('/api/system-settings', { key: KEY, value: next ? 'true' : 'false' });
    setEnabled(s.value === 'true');
  }, []);

  return { enabled, loading: enabled === undefined && !error, error, retry: () => setAttempt((n) => n + 1), save };
}
