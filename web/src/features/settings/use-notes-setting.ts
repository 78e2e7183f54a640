import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { SaveSystemSettingDocument, SystemSettingDocument } from '../../gql/graphql';

const KEY = 'assistant_notes_to_external_models';

/**
 * Whether counselors' notes may be sent to an external model. Unset (null) means no: the default keeps
 * notes inside the portal.
 */
export function useNotesSetting() {
  const setting = useQuery(SystemSettingDocument, { variables: { key: KEY }, fetchPolicy: 'network-only' });
  const [saveSetting] = useMutation(SaveSystemSettingDocument, {
    // The setting has no id of its own: the saved value replaces the cached read.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: SystemSettingDocument, variables: { key: KEY }, data: { systemSetting: data.saveSystemSetting } });
    },
  });
  const enabled = setting.data ? setting.data.systemSetting?.value === 'true' : undefined;
  const error = setting.error && !setting.data ? setting.error : null;

  const save = useCallback(async (next: boolean) => {
    await saveSetting({ variables: { key: KEY, value: next ? 'true' : 'false' } });
  }, [saveSetting]);

  return { enabled, loading: enabled === undefined && !error, error, retry: () => void setting.refetch(), save };
}
