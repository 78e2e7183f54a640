import { useEffect, useState } from 'react';
import { usePrerendered } from '../../app/prerendered';
import { EMBEDDED, signInOptions, type SignInOptions } from './district-session';

/** Whether two answers offer the same sign-in (mode, password, registration and realm). */
function sameOptions(a: SignInOptions, b: SignInOptions): boolean {
  return a.mode === b.mode && a.passwordSignIn === b.passwordSignIn && a.registration === b.registration &&
    a.realm?.url === b.realm?.url && a.realm?.realm === b.realm?.realm && a.realm?.clientId === b.realm?.clientId;
}

/**
 * What the sign-in page offers (GET /api/auth/sign-in-options); null while it loads. A prerendered page was built
 * with the password sign-in, and the gateway serves it only when that is what the portal offers.
 */
export function useSignInOptions(): SignInOptions | null {
  const prerendered = usePrerendered();
  const [options, setOptions] = useState<SignInOptions | null>(prerendered ? EMBEDDED : null);
  useEffect(() => {
    let live = true;
    // The same options as the page started with keep their object: a new one would render the whole page again
    // (a long task on a slow phone, just after hydrating it) to draw the same thing.
    void signInOptions().then((o) => live && setOptions((current) => (current && sameOptions(current, o) ? current : o)));
    return () => {
      live = false;
    };
  }, []);
  return options;
}
