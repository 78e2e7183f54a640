import { useEffect, useState } from 'react';
import { signInOptions, type SignInOptions } from './district-session';

/** What the sign-in page offers (GET /api/auth/sign-in-options); null while it loads. */
export function useSignInOptions(): SignInOptions | null {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  useEffect(() => {
    let live = true;
    void signInOptions().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return options;
}
