import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, errorStatus } from './api';
import { pageHydrated } from './page-hydrated';
import { usePrerendered } from './prerendered';
import { toCurrentUser, type CurrentUser } from './user';

type CurrentUserState =
  | { status: 'loading' }
  | { status: 'ready'; user: CurrentUser | null }
  | { status: 'error'; error: Error };

interface CurrentUserValue {
  state: CurrentUserState;
  /** Reads GET /api/auth/user again and returns the fresh user (null when signed out). */
  refresh: () => Promise<CurrentUser | null>;
}

const CurrentUserContext = createContext<CurrentUserValue | null>(null);

/** GET /api/auth/user; a 401 means nobody is signed in. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return toCurrentUser(await api.get('/api/auth/user'));
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

export function CurrentUserProvider({ children }: { children: ReactNode }) {
  // A prerendered page went only to a visitor without a session cookie: signed out until the answer says otherwise.
  const prerendered = usePrerendered();
  const [state, setState] = useState<CurrentUserState>(prerendered ? { status: 'ready', user: null } : { status: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const user = await fetchCurrentUser();
      setState({ status: 'ready', user });
      return user;
    } catch (error) {
      setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      throw error;
    }
  }, []);

  // Once per page load, even when StrictMode runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A transition, so React renders the first page in slices rather than one long task (a slow phone stays
    // responsive). Only here: after a sign-in, callers navigate once refresh() resolves and need the user at once.
    // On a prerendered page the answer waits until the page is hydrated (page-hydrated.ts): a quick answer (an error,
    // a session) would otherwise change a screen React is still matching against its HTML.
    const settle = (next: CurrentUserState) => {
      // A prerendered page assumed nobody signed in: that answer keeps the state it has, rather than rendering the
      // whole app again for nothing just after hydrating it.
      const unchanged = (current: CurrentUserState) => current.status === 'ready' && next.status === 'ready' && current.user === null && next.user === null;
      void (prerendered ? pageHydrated : Promise.resolve()).then(() => startTransition(() => setState((current) => (unchanged(current) ? current : next))));
    };
    fetchCurrentUser().then(
      (user) => settle({ status: 'ready', user }),
      (error: unknown) => settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
  }, [prerendered]);

  const value = useMemo(() => ({ state, refresh }), [state, refresh]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

function useCurrentUserContext(): CurrentUserValue {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used inside CurrentUserProvider');
  return value;
}

/** The signed-in user, fetched once per page load and cached in context. */
export function useCurrentUser() {
  const { state, refresh } = useCurrentUserContext();
  return {
    user: state.status === 'ready' ? state.user : null,
    isLoading: state.status === 'loading',
    error: state.status === 'error' ? state.error : null,
    refresh,
  };
}
