import { useEffect, useState } from 'react';
import { usePrerendered } from '../../app/prerendered';
import { EMBEDDED, signInOptions, type SignInOptions } from './district-session';

/**
 * What the sign-in page offers (GET /api/auth/sign-in-options); null while it loads. A prerendered page was built
 * with the password sign-in, and the gateway serves it only when that is what the portal offers.
 */
export function useSignInOptions(): SignInOptions | null {
  const prerendered = usePrerendered();
  const [options, setOptions] = useState<SignInOptions | null>(prerendered ? EMBEDDED : null);
  useEffect(() => {
    let live = true;
    void signInOptions().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return options;
}
