import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, serverMessage } from './api';
import { navigateFullPage } from './full-navigation';
import { useToast } from './use-toast';
import { endDistrictSession } from '../features/auth/district-session';

/**
 * POST /api/auth/logout; on success the Apollo cache is cleared and the browser goes to `/`. A district sign-in
 * (Keycloak mode) also ends the realm session, and the realm sends the browser to `/`.
 */
export function useLogout() {
  const client = useApolloClient();
  const toast = useToast();
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await api.post('/api/auth/logout');
      await client.clearStore();
      if (!(await endDistrictSession())) navigateFullPage('/');
    } catch (error) {
      setPending(false);
      toast.error(t('shell.logoutFailed'), serverMessage(error) ?? t('shell.logoutFailedDetail'));
    }
  }, [client, toast, t]);

  return { logout, pending };
}
