import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { api, serverMessage } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { navigateFullPage } from '../../app/full-navigation';
import { homePathFor } from '../../app/roles';
import { useToast } from '../../app/use-toast';
import { toCurrentUser } from '../../app/user';
import { finishDistrictSignIn, startDistrictSignIn } from './district-session';

export interface SignInValues {
  email: string;
  password: string;
}

export interface RegisterValues extends SignInValues {
  firstName: string;
  lastName: string;
}

type Pending = 'sign-in' | 'register' | 'district' | null;

/**
 * Sign-in and self-registration: on success the current user
 * is refreshed and the browser moves, with a full page load, to the role's home.
 */
export function useAuthActions() {
  const { refresh } = useCurrentUser();
  const toast = useToast();
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<Pending>(null);

  async function goHome(role: string | null | undefined) {
    const fresh = await refresh().catch(() => null);
    navigateFullPage(homePathFor(fresh?.role ?? role));
  }

  async function signIn(values: SignInValues) {
    setPending('sign-in');
    try {
      const user = toCurrentUser(await api.post('/api/auth/login', values));
      await goHome(user?.role);
    } catch (error) {
      setPending(null);
      toast.error(t('toasts.loginFailed'), serverMessage(error) ?? t('toasts.invalidCredentials'));
    }
  }

  async function register(values: RegisterValues) {
    setPending('register');
    try {
      const user = toCurrentUser(await api.post('/api/auth/register', values));
      if (!user?.role) {
        setPending(null);
        toast.error(t('toasts.registrationIssue'), t('toasts.roleNotSet'));
        return;
      }
      await goHome(user.role);
    } catch (error) {
      setPending(null);
      toast.error(t('toasts.registrationFailed'), serverMessage(error) ?? t('toasts.couldNotCreate'));
    }
  }

  /** Keycloak mode: off to the district's sign-in (or registration) page. */
  async function signInWithDistrict(action: 'login' | 'register' = 'login') {
    setPending('district');
    try {
      await startDistrictSignIn(action);
    } catch (error) {
      setPending(null);
      toast.error(t('toasts.loginFailed'), error instanceof Error ? error.message : t('toasts.districtUnreachable'));
    }
  }

  /** Back from the district's sign-in page: open the Counsel session and go to the role's home. */
  async function completeDistrictSignIn() {
    setPending('district');
    try {
      await goHome(await finishDistrictSignIn());
    } catch (error) {
      setPending(null);
      toast.error(t('toasts.loginFailed'), serverMessage(error) ?? (error instanceof Error ? error.message : t('toasts.districtIncomplete')));
    }
  }

  return { signIn, register, signInWithDistrict, completeDistrictSignIn, pending };
}
